// @vitest-environment jsdom
// A damaged campaign record on the Campaigns screen (session 22, as the saves screen's damaged row):
// the row said the checker's English detail ("steps: …") inside an Italian or Russian sentence. It
// now says in the player's language that the record cannot be opened, and nothing else.

import { cleanup, render, screen } from '@solidjs/testing-library';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { putCampaign } from '../../../src/store/campaigns';
import { CampaignsScreen } from '../../../src/ui/campaign/CampaignsScreen';
import { switchLocale } from '../../../src/ui/i18n';
import { freshDatabase } from '../store/db-helpers';

afterEach(async () => {
  cleanup();
  await switchLocale('en');
});
beforeEach(() => {
  freshDatabase();
});

describe('a damaged campaign on the Campaigns screen', () => {
  it('is said in the app’s language, without the checker’s English', async () => {
    await putCampaign('broken-1', { campaign: 'kawanakajima', steps: 'many' });
    const said: string[] = [];
    for (const locale of ['en', 'it', 'ru'] as const) {
      await switchLocale(locale);
      render(() => <CampaignsScreen newSeed={() => 1} onOpen={() => {}} onBack={() => {}} />);
      said.push(
        (await screen.findByText((_, el) => el?.matches('.campaign-row .error') ?? false)).textContent ?? '',
      );
      cleanup();
    }
    expect(said).toEqual([
      'A campaign record is damaged and cannot be opened.',
      'Una campagna è danneggiata e non si può aprire.',
      'Запись кампании повреждена, открыть её нельзя.',
    ]);
  });
});
