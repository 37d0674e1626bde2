import type { Translation } from '../i18n/catalogue';
import type { TableKey } from './i18n';

export const tableIt: Translation<TableKey> = {
  'table.holder': '{{ seat }} ha il dispositivo',
  'table.holderNamed': '{{ player }} ({{ seat }}) ha il dispositivo',
  'table.waiting': 'In attesa di {{ seats }}',
  'table.undo': 'Annulla',
  'table.log': 'Che cosa è successo',
  'table.logEmpty': 'Non è ancora successo nulla.',
  'table.firstHandOff': 'Niente da recuperare: il gioco riparte da qui.',
  'table.saveFailed': 'Questa azione non è stata salvata, quindi è stata annullata: {{ message }}',
};
