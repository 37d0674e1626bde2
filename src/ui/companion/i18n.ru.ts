import type { Translation } from '../i18n/catalogue';
import type { CompanionKey } from './i18n';

export const companionRu: Translation<CompanionKey> = {};
