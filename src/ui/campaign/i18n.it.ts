import type { Translation } from '../i18n/catalogue';
import type { CampaignKey } from './i18n';

export const campaignIt: Translation<CampaignKey> = {};
