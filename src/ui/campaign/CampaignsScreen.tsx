// The Campaigns screen: the linked battles of the GMT book to begin (under the rule set chosen), and
// the campaigns already begun, to open again or delete. A damaged record is listed in words.

import { createResource, createSignal, For, type JSX, Show } from 'solid-js';
import { CAMPAIGNS, type CampaignId } from '../../games/samurai-battles/campaign/table';
import type { Edition } from '../../games/samurai-battles/types';
import { deleteCampaign } from '../../store/campaigns';
import { t } from '../i18n';
import { storeFailureText } from '../screens/save-errors';
import { EditionChoice, rememberedEdition } from '../widgets/EditionChoice';
import { beginCampaign, storedCampaigns } from './campaigns';
import { ct } from './i18n';
import './campaign.css';

export const campaignName = (id: CampaignId): string => ct(`name.${id}`);

export function CampaignsScreen(props: {
  newSeed: () => number;
  onOpen: (id: string) => void;
  onBack: () => void;
}): JSX.Element {
  const [list, { refetch }] = createResource(storedCampaigns);
  const [edition, setEdition] = createSignal<Edition>(rememberedEdition());
  const [error, setError] = createSignal<string | null>(null);

  async function begin(id: CampaignId): Promise<void> {
    setError(null);
    try {
      props.onOpen((await beginCampaign(id, edition(), props.newSeed())).id);
    } catch (e) {
      setError(ct('page.failed', { detail: storeFailureText(e) }));
    }
  }

  async function remove(id: string, name: string): Promise<void> {
    if (!globalThis.confirm(ct('list.confirmDelete', { name }))) return;
    try {
      await deleteCampaign(id);
    } catch (e) {
      setError(ct('page.failed', { detail: storeFailureText(e) }));
    }
    await refetch();
  }

  return (
    <main class="screen campaigns">
      <header class="screen-head">
        <button type="button" class="link-button" onClick={() => props.onBack()}>
          {t('nav.back')}
        </button>
        <h1>{ct('list.title')}</h1>
      </header>
      <p>{ct('list.intro')}</p>
      <Show when={error()}>
        <p class="error" role="alert">
          {error()}
        </p>
      </Show>
      <section aria-labelledby="campaigns-mine">
        <h2 id="campaigns-mine">{ct('list.mine')}</h2>
        <Show when={(list() ?? []).length > 0} fallback={<p class="muted">{ct('list.none')}</p>}>
          <ul class="campaign-list">
            <For each={list()}>
              {(c) => (
                <li class="campaign-row">
                  <Show
                    when={c.read.ok ? c.read.progress : null}
                    // In the player's words: the checker's English detail is for developers.
                    fallback={<p class="error">{ct('list.broken')}</p>}
                  >
                    {(p) => {
                      const name = campaignName(p().campaign);
                      const total = p().steps.length;
                      const done = p().steps.filter((s) => s.result).length;
                      return (
                        <>
                          <span class="battle-title">{name}</span>
                          <span class="battle-meta">
                            {done === total ? ct('list.over') : ct('list.progress', { n: done + 1, total })}
                          </span>
                          <button
                            type="button"
                            class="bar-button primary"
                            aria-label={ct('list.openLabel', { name })}
                            onClick={() => props.onOpen(c.row.id)}
                          >
                            {ct('list.open')}
                          </button>
                        </>
                      );
                    }}
                  </Show>
                  <button
                    type="button"
                    class="bar-button"
                    aria-label={ct('list.deleteLabel', {
                      name: c.read.ok ? campaignName(c.read.progress.campaign) : c.row.id,
                    })}
                    onClick={() =>
                      void remove(c.row.id, c.read.ok ? campaignName(c.read.progress.campaign) : c.row.id)
                    }
                  >
                    {ct('list.delete')}
                  </button>
                </li>
              )}
            </For>
          </ul>
        </Show>
      </section>
      <section aria-labelledby="campaigns-book">
        <h2 id="campaigns-book">{ct('list.books')}</h2>
        <EditionChoice value={edition()} onChange={setEdition} name="campaign-edition" />
        <ul class="campaign-list">
          <For each={CAMPAIGNS}>
            {(c) => (
              <li class="campaign-row">
                <span class="battle-title">{campaignName(c.id)}</span>
                <span class="battle-meta">
                  {ct('list.battles', {
                    first: c.battles[0]?.gmtNumber ?? 0,
                    last: c.battles.at(-1)?.gmtNumber ?? 0,
                  })}
                </span>
                <span class="battle-meta">
                  {ct(
                    c.battles.some((b) => b.carry.kind === 'losses') ? 'list.carryLosses' : 'list.carryNone',
                  )}
                </span>
                <button
                  type="button"
                  class="bar-button primary"
                  aria-label={ct('list.beginLabel', { name: campaignName(c.id) })}
                  onClick={() => void begin(c.id)}
                >
                  {ct('list.begin')}
                </button>
              </li>
            )}
          </For>
        </ul>
      </section>
    </main>
  );
}
