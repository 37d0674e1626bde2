import type { Translation } from '../i18n/catalogue';
import type { TableKey } from './i18n';

export const tableIt: Translation<TableKey> = {};
