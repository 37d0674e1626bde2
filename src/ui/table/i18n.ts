// The pass-and-play table's own messages (pattern of src/ui/i18n: flat keys, {{ name }} placeholders),
// loaded with the table so the first screen's JavaScript stays small.

import { type Args, defineCatalogue } from '../i18n/catalogue';

export const tableEn = {
  'table.holder': '{{ seat }} holds the device',
  'table.holderNamed': '{{ player }} ({{ seat }}) holds the device',
  'table.waiting': 'Waiting for {{ seats }}',
  'table.undo': 'Undo',
  'table.log': 'What happened',
  'table.logEmpty': 'Nothing has happened yet.',
  'table.firstHandOff': 'Nothing to catch up on: play goes on from here.',
  'table.saveFailed': 'This action was not saved, so it was taken back: {{ message }}',
};

export type TableKey = keyof typeof tableEn;

const table = defineCatalogue(tableEn, {
  it: () => import('./i18n.it').then((m) => m.tableIt),
  ru: () => import('./i18n.ru').then((m) => m.tableRu),
});

export function tt(key: TableKey, args?: Args): string {
  return table.t(key, args);
}
