import type { Translation } from '../i18n/catalogue';
import type { ShogunKey } from './i18n';

export const shogunRu: Translation<ShogunKey> = {};
