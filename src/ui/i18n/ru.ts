import type { Translation } from './catalogue';
import type { MessageKey } from './en';

export const ru: Translation<MessageKey> = {};
