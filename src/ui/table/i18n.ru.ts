import type { Translation } from '../i18n/catalogue';
import type { TableKey } from './i18n';

export const tableRu: Translation<TableKey> = {
  'table.holder': 'Устройство у игрока: {{ seat }}',
  'table.holderNamed': 'Устройство у игрока {{ player }} ({{ seat }})',
  'table.waiting': 'Ждём: {{ seats }}',
  'table.undo': 'Отменить',
  'table.log': 'Что произошло',
  'table.logEmpty': 'Пока ничего не произошло.',
  'table.firstHandOff': 'Пропущенного нет: игра продолжается отсюда.',
  'table.saveFailed': 'Это действие не сохранено, поэтому отменено: {{ message }}',
};
