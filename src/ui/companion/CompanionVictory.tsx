// The end of a companion battle: who won and why, and each army's banners with what they were won for.

import { For, type JSX } from 'solid-js';
import type { CompanionView } from '../../games/companion/index';
import { SIDES } from '../../games/samurai-battles/types';
import { editionName, editionOf } from '../edition';
import { t } from '../i18n';
import type { Control } from './control';
import { type CompanionKey, ct, ctn, hasCompanionKey } from './i18n';
import { bannerLines } from './labels';

export function CompanionVictory(props: { c: Control; onHome: () => void }): JSX.Element {
  const v = (): CompanionView => props.c.view();
  const winner = () => v().winner ?? 'top';
  const reason = () => {
    const key = `victory.reason.${v().endReason ?? ''}`;
    return hasCompanionKey(key) ? ct(key as CompanionKey) : (v().endReason ?? '');
  };
  return (
    <section class="companion-victory" aria-labelledby="companion-victory-title">
      <h1 id="companion-victory-title">{ct('victory.title', { army: props.c.armies[winner()] })}</h1>
      <p class="tagline">{reason()}</p>
      <p class="muted">{ctn('victory.turns', v().turn)}</p>
      <p class="muted companion-edition">
        {t('edition.playedUnder', { edition: editionName(editionOf(v())) })}
      </p>
      <div class="companion-armies">
        <For each={SIDES}>
          {(side) => (
            <section class="army companion-army" style={{ '--army': props.c.colour(side) }}>
              <h2 class="army-name">
                <span class="army-swatch" aria-hidden="true" />
                {props.c.armies[side]}: {ctn('count.banners', v().players[side].banners)}
              </h2>
              <ol>
                <For each={bannerLines(v().players[side].bannerLog)}>{(line) => <li>{line}</li>}</For>
              </ol>
            </section>
          )}
        </For>
      </div>
      <button type="button" class="menu-button primary" onClick={() => props.onHome()}>
        {ct('victory.home')}
      </button>
    </section>
  );
}
