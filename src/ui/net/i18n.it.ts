import type { Translation } from '../i18n/catalogue';
import type { NetKey } from './i18n';

export const netIt: Translation<NetKey> = {};
