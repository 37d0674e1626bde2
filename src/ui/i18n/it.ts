import type { Translation } from './catalogue';
import type { MessageKey } from './en';

export const it: Translation<MessageKey> = {};
