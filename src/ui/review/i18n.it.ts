import type { Translation } from '../i18n/catalogue';
import type { ReviewKey } from './i18n';

export const reviewIt: Translation<ReviewKey> = {};
