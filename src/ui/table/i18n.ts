// The pass-and-play table's own messages (pattern of src/ui/i18n: flat keys, {{ name }} placeholders),
// loaded with the table so the first screen's JavaScript stays small.

import { resolveTemplate, translator } from '@solid-primitives/i18n';
import { type Args, locale } from '../i18n';

export const tableEn = {
  'table.holder': '{{ seat }} holds the tablet',
  'table.holderNamed': '{{ player }} ({{ seat }}) holds the tablet',
  'table.waiting': 'Waiting for {{ seats }}',
  'table.undo': 'Undo',
  'table.log': 'What happened',
  'table.logEmpty': 'Nothing has happened yet.',
  'table.saving': 'Saving…',
  'table.saveFailed': 'This action was not saved, so it was taken back: {{ message }}',
  'table.leave': 'Leave the game',
};

export type TableKey = keyof typeof tableEn;

const catalogues: Record<string, Record<TableKey, string>> = { en: tableEn };
const translate = translator(() => catalogues[locale()] ?? tableEn, resolveTemplate);

export function tt(key: TableKey, args?: Args): string {
  return translate(key, args);
}
