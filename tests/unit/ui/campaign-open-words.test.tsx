// @vitest-environment jsdom
// A campaign that cannot be opened says why in the player's language (session 22): a damaged record
// read "Эту кампанию нельзя открыть: Something went wrong with the saved games." and a missing one
// the store's English ("This campaign is no longer on this device."); the page's title read the
// failed record and threw. The page now gives the store's code in words.

import { cleanup, render, screen } from '@solidjs/testing-library';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { putCampaign } from '../../../src/store/campaigns';
import { CampaignScreen } from '../../../src/ui/campaign/CampaignScreen';
import { switchLocale, t } from '../../../src/ui/i18n';
import { freshDatabase } from '../store/db-helpers';

afterEach(async () => {
  cleanup();
  await switchLocale('en');
});
beforeEach(() => {
  freshDatabase();
});

function page(id: string) {
  render(() => (
    <CampaignScreen id={id} onStart={() => {}} onResume={() => {}} onDraw={() => {}} onBack={() => {}} />
  ));
  return screen.findByRole('alert');
}

describe('a campaign that cannot open, in the player’s language', () => {
  it('a damaged record, in Russian', async () => {
    await putCampaign('broken-1', { campaign: 'kawanakajima', steps: 'many' });
    await switchLocale('ru');
    const alert = await page('broken-1');
    expect(alert.textContent).toBe(`Эту кампанию нельзя открыть: ${t('saveError.corrupt')}`);
    expect(alert.textContent).not.toMatch(/[A-Za-z]/);
  });

  it('a record that is gone, in Italian', async () => {
    await switchLocale('it');
    const alert = await page('gone-1');
    expect(alert.textContent).toBe(`Questa campagna non si può aprire: ${t('saveError.notFound')}`);
    expect(alert.textContent).not.toMatch(/campaign|found|No /);
  });
});
