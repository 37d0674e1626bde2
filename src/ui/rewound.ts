// The sentence players read when a reopened save goes on from an earlier move than its last
// (store/resume.ts: the rules changed under it, or part of its log could not be read back).

import type { ResumeNotice } from '../store/index';
import { t } from './i18n';

export function rewoundText(notice: ResumeNotice | null): string | null {
  if (!notice) return null;
  const args = { from: notice.fromAction, to: notice.toAction };
  return notice.reason === 'rules-changed' ? t('app.rewound.rules', args) : t('app.rewound.damaged', args);
}
