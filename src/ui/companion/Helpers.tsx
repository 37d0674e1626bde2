// Helpers for the moments the board game slows down: what a retreat costs (and the Lack of Honor
// roll when the reserve falls short), the leader casualty check, seppuku, a lost command tent,
// random card losses, a changed command, reshuffles, and a scenario's sudden-death victory.

import { createSignal, For, type JSX, Show } from 'solid-js';
import { type Deck, MAX_HONOR_LOSS } from '../../games/companion/actions';
import { LEADER_CHECK_KINDS } from '../../games/companion/books';
import { retreatTokens } from '../../games/companion/calculator';
import type { HonorCause } from '../../games/companion/lackOfHonor';
import { unitStatsFor } from '../../games/samurai-battles/data/units';
import { EDITIONS } from '../../games/samurai-battles/editions';
import { type Edition, SIDES, type Side, type UnitTypeId } from '../../games/samurai-battles/types';
import { editionOf } from '../edition';
import { unitTypeName } from '../game/names';
import { tn } from '../i18n';
import type { Control } from './control';
import { type CompanionKey, ct, ctn } from './i18n';
import { RollResult } from './RollResult';

type Payer = Exclude<UnitTypeId, 'BG'> | 'lone-leader' | 'dragon';
const PAYERS: readonly Payer[] = [
  'SSp',
  'SB',
  'ASp',
  'AB',
  'AA',
  'LI',
  'SSpC',
  'SBC',
  'lone-leader',
  'dragon',
];
const DECKS: readonly Deck[] = ['command', 'dragon'];

function causeOf(payer: Payer, edition: Edition): HonorCause {
  if (payer === 'lone-leader') return 'leader';
  if (payer === 'dragon') return 'dragon';
  const symbol = unitStatsFor(edition, payer).symbol;
  return symbol === 'swords' ? 'square' : symbol;
}

function payerName(payer: Payer, edition: Edition): string {
  if (payer === 'lone-leader') return ct('helpers.loneLeader');
  if (payer === 'dragon') return ct('helpers.dragonCost');
  return unitTypeName(payer, edition);
}

export function Helpers(props: { c: Control }): JSX.Element {
  const c = props.c;
  const [side, setSide] = createSignal<Side>(c.view().active === 'top' ? 'bottom' : 'top');
  const army = () => c.armies[side()];
  // The Zvezda commander keeps a camp, which falls once empty, where GMT has a command tent.
  const camp = () => EDITIONS[editionOf(c.view())].camp === 'camp';
  return (
    <div class="helpers">
      <div class="segmented" role="toolbar" aria-label={ct('helpers.army')}>
        <For each={SIDES}>
          {(s) => (
            <button
              type="button"
              aria-pressed={side() === s}
              class="segment"
              classList={{ on: side() === s }}
              style={{ '--army': c.colour(s) }}
              onClick={() => setSide(s)}
            >
              {c.armies[s]}
            </button>
          )}
        </For>
      </div>
      <RetreatHelper c={c} side={side()} />
      <RollResult c={c} kinds={['lack-of-honor']} />
      <section class="helper" aria-label={ct('helpers.leaderCheck')}>
        <h2>{ct('helpers.leaderCheck')}</h2>
        <div class="button-column">
          <For each={LEADER_CHECK_KINDS}>
            {(kind) => (
              <button
                type="button"
                class="bar-button"
                disabled={!c.can({ type: 'leader-check', side: side(), kind })}
                onClick={() => c.send({ type: 'leader-check', side: side(), kind })}
              >
                {ct('helpers.rollCheck', { army: army(), kind: ct(`check.${kind}` as CompanionKey) })}
              </button>
            )}
          </For>
        </div>
      </section>
      <RollResult c={c} kinds={['leader-check']} />
      <section class="helper" aria-label={ct('helpers.events')}>
        <h2>{ct('helpers.events')}</h2>
        <div class="button-column">
          <button
            type="button"
            class="bar-button"
            disabled={!c.can({ type: 'seppuku', side: side() })}
            onClick={() => c.send({ type: 'seppuku', side: side() })}
          >
            {ct('helpers.seppuku', { army: army() })}
          </button>
          <p class="muted small">{ct('helpers.seppukuHint', { army: army() })}</p>
          <Show when={c.can({ type: 'tent-captured', side: side() })}>
            <button
              type="button"
              class="bar-button"
              onClick={() => c.send({ type: 'tent-captured', side: side() })}
            >
              {ct(camp() ? 'helpers.camp' : 'helpers.tent', { army: army() })}
            </button>
            <p class="muted small">
              {ct(camp() ? 'helpers.campHint' : 'helpers.tentHint', {
                army: army(),
                banners: tn('count.banners', c.view().tentBanners[side()]),
              })}
            </p>
          </Show>
          <For each={DECKS}>
            {(deck) => (
              <Show when={c.can({ type: 'discard-random', side: side(), deck })}>
                <button
                  type="button"
                  class="bar-button"
                  onClick={() => c.send({ type: 'discard-random', side: side(), deck })}
                >
                  {ct('helpers.randomDiscard', { army: army(), deck: ct(`deck.${deck}` as CompanionKey) })}
                </button>
              </Show>
            )}
          </For>
          <button
            type="button"
            class="bar-button"
            disabled={!c.can({ type: 'command-size', side: side(), delta: 1 })}
            onClick={() => c.send({ type: 'command-size', side: side(), delta: 1 })}
          >
            {ct('helpers.commandUp', { army: army() })}
          </button>
          <button
            type="button"
            class="bar-button"
            disabled={!c.can({ type: 'command-size', side: side(), delta: -1 })}
            onClick={() => c.send({ type: 'command-size', side: side(), delta: -1 })}
          >
            {ct('helpers.commandDown', { army: army() })}
          </button>
          <For each={DECKS}>
            {(deck) => (
              <Show when={c.can({ type: 'reshuffle', deck })}>
                <button type="button" class="bar-button" onClick={() => c.send({ type: 'reshuffle', deck })}>
                  {ct('helpers.reshuffle', { deck: ct(`deck.${deck}` as CompanionKey) })}
                </button>
              </Show>
            )}
          </For>
          <ConfirmButton
            label={ct('helpers.victory', { army: army() })}
            disabled={!c.can({ type: 'declare-victory', side: side() })}
            onConfirm={() => c.send({ type: 'declare-victory', side: side() })}
          />
        </div>
      </section>
    </div>
  );
}

function RetreatHelper(props: { c: Control; side: Side }): JSX.Element {
  const c = props.c;
  const [payer, setPayer] = createSignal<Payer>('ASp');
  const [hexes, setHexes] = createSignal(1);
  const [withLeader, setWithLeader] = createSignal(false);
  const [price, setPrice] = createSignal(1);
  const edition = () => editionOf(c.view());
  const amount = () => {
    const p = payer();
    if (p === 'dragon') return price();
    return Math.min(MAX_HONOR_LOSS, retreatTokens(p, hexes(), withLeader(), edition()));
  };
  const honor = () => c.view().players[props.side].honor;
  const action = () =>
    ({ type: 'lose-honor', side: props.side, amount: amount(), cause: causeOf(payer(), edition()) }) as const;
  return (
    <section class="helper" aria-label={ct('helpers.retreat')}>
      <h2>{ct('helpers.retreat')}</h2>
      <label class="field" for="helper-payer">
        <span>{ct('helpers.whoRetreats')}</span>
        <select id="helper-payer" value={payer()} onChange={(e) => setPayer(e.currentTarget.value as Payer)}>
          <For each={PAYERS}>{(p) => <option value={p}>{payerName(p, edition())}</option>}</For>
        </select>
      </label>
      <Show when={payer() !== 'dragon' && payer() !== 'lone-leader'}>
        <label class="field" for="helper-hexes">
          <span>{ct('helpers.hexes')}</span>
          <select
            id="helper-hexes"
            value={String(hexes())}
            onChange={(e) => setHexes(Number(e.currentTarget.value))}
          >
            <For each={[1, 2, 3, 4]}>{(n) => <option value={String(n)}>{n}</option>}</For>
          </select>
        </label>
        <label class="choice">
          <input
            type="checkbox"
            checked={withLeader()}
            onChange={(e) => setWithLeader(e.currentTarget.checked)}
          />
          <span>{ct('helpers.withLeader')}</span>
        </label>
      </Show>
      <Show when={payer() === 'dragon'}>
        <label class="field" for="helper-price">
          <span>{ct('helpers.amount')}</span>
          <select
            id="helper-price"
            value={String(price())}
            onChange={(e) => setPrice(Number(e.currentTarget.value))}
          >
            <For each={Array.from({ length: MAX_HONOR_LOSS }, (_, i) => i + 1)}>
              {(n) => <option value={String(n)}>{n}</option>}
            </For>
          </select>
        </label>
      </Show>
      <p class="muted small">{ct(`cause.${causeOf(payer(), edition())}` as CompanionKey)}</p>
      <Show when={amount() > honor()}>
        <p class="small">{ct('helpers.short', { honor: ctn('count.tokens', honor()) })}</p>
      </Show>
      <button
        type="button"
        class="bar-button primary"
        disabled={!c.can(action())}
        onClick={() => c.send(action())}
      >
        {ct('helpers.pay', { army: c.armies[props.side], tokens: ctn('count.tokens', amount()) })}
      </button>
    </section>
  );
}

/** A button that asks for a second tap before it acts (for game-ending choices). */
function ConfirmButton(props: { label: string; disabled: boolean; onConfirm: () => void }): JSX.Element {
  const [armed, setArmed] = createSignal(false);
  return (
    <button
      type="button"
      class="bar-button"
      classList={{ armed: armed() }}
      disabled={props.disabled}
      onClick={() => {
        if (armed()) {
          setArmed(false);
          props.onConfirm();
        } else setArmed(true);
      }}
      onBlur={() => setArmed(false)}
    >
      {armed() ? ct('helpers.confirm') : props.label}
    </button>
  );
}
