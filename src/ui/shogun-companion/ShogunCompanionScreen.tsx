// The Shogun companion on one device: the generic table frame (hand-offs for the secret bids, holder,
// undo, log) around the step the table is at: setup helper, bids, event, turn order, the ten actions
// with battles, winter entry and revolts, the score sheet and the final ranking.

import { For, type JSX, Match, Show, Switch } from 'solid-js';
import { sameAction } from '../../engine/action';
import {
  type Bid,
  CHEST_CARDS,
  FIXED_SETUPS,
  type PlayerCount,
  type Seat,
  START_CHESTS,
  START_GROUPS,
} from '../../games/shogun/rules-api';
import type { ShogunCompanionAction } from '../../games/shogun-companion/actions';
import type { ShogunCompanionView } from '../../games/shogun-companion/index';
import { revoltChooser } from '../../games/shogun-companion/legal';
import type { BattleForm, PendingRevolt } from '../../games/shogun-companion/state';
import { armiesText, seasonName } from '../shogun/i18n';
import { ShogunRulesButton } from '../shogun/rules/ShogunRules';
import type { SeatLook } from '../table/seat-look';
import { TableFrame } from '../table/TableFrame';
import { BattlePanel } from './BattlePanel';
import { actionName, specialName } from './describe';
import { sc } from './i18n';
import { bidText, cubesText, eventText, resultLines, type SeatName } from './labels';
import { type CompanionSeatTable, playerName } from './local';
import { ScoreSheet } from './ScoreSheet';
import { SeasonBoard } from './SeasonBoard';
import { WinterPanel } from './WinterPanel';
import '../shogun/shogun.css';
import './shogun-companion.css';

const BIDS: Bid[] = ['none', 'province', ...CHEST_CARDS];

export function ShogunCompanionScreen(props: {
  /** The one-device table, or this phone's seats on a table of phones. */
  game: { table: CompanionSeatTable; looks: Record<Seat, SeatLook> };
  onLeave: () => void;
}): JSX.Element {
  const table = () => props.game.table;
  const name: SeatName = (seat) => playerName(props.game.looks[seat]);
  const v = () => table().view();
  // Every seat may take a public step, so the frame would list them all as waited for: only the bids
  // really wait for other players.
  const framed = { ...props.game.table, asked: () => (v().phase.step === 'bids' ? table().asked() : []) };
  const busy = () => table().saving();
  const can = (a: ShogunCompanionAction) =>
    table()
      .decision()
      ?.actions.some((x) => sameAction(x, a)) ?? false;
  const send = (a: ShogunCompanionAction) => void table().send(a);
  // The form is read through its accessor so that the panel follows every change.
  const battle = (form: () => BattleForm) => (
    <BattlePanel
      form={form()}
      seats={v().seats}
      tray={v().tray}
      physical={v().towerCubes === null}
      name={name}
      busy={busy()}
      send={send}
    />
  );
  // A player with two or more revolts left says which is fought next (seed 001:496); the other
  // devices show who is choosing.
  const RevoltChoice = (p: { pending: PendingRevolt[]; chooser: Seat }) => (
    <div class="sc-revolt-choice">
      <Show
        when={p.pending.some((r) => can({ type: 'revolt-next', province: r.province }))}
        fallback={<p>{sc('sc.revolts.waiting', { seat: name(p.chooser) })}</p>}
      >
        <p>{sc('sc.revolts.choose', { seat: name(p.chooser) })}</p>
        <p class="muted">{sc('sc.revolts.chooseHelp')}</p>
        <div class="sc-buttons">
          <For each={p.pending.filter((r) => r.seat === p.chooser)}>
            {(r) => (
              <Act busy={busy()} send={send} action={{ type: 'revolt-next', province: r.province }}>
                {sc('sc.revolts.fight', { province: r.province })}
              </Act>
            )}
          </For>
        </div>
      </Show>
    </div>
  );
  return (
    <TableFrame
      table={framed}
      leave={{ label: sc('sc.leave'), run: () => props.onLeave() }}
      look={(s) => props.game.looks[s]}
      bar={<ShogunRulesButton />}
    >
      {() => (
        <div class="sc-screen">
          <p class="sc-status">{sc('sc.status', { year: v().year, season: seasonName(v().season) })}</p>
          <Switch>
            <Match when={v().phase.step === 'setup'}>
              <SetupHelper view={v()} name={name} />
              <button
                type="button"
                class="menu-button primary"
                disabled={busy() || !can({ type: 'begin' })}
                onClick={() => send({ type: 'begin' })}
              >
                {sc('sc.setup.begin')}
              </button>
            </Match>
            <Match when={v().phase.step === 'bids'}>
              <section class="sc-panel" aria-labelledby="sc-bids-title">
                <h2 id="sc-bids-title">{sc('sc.bids.title')}</h2>
                <p class="muted">{sc('sc.bids.help')}</p>
                <p>
                  {sc('sc.bids.waiting', {
                    seats: (v().bids?.committed ?? []).map(name).join(', ') || '–',
                  })}
                </p>
                <Show
                  when={can({ type: 'withdraw' })}
                  fallback={
                    <Show when={table().holder()}>
                      <fieldset class="sc-bid-choices">
                        <legend>{sc('sc.bids.mine')}</legend>
                        <For each={BIDS}>
                          {(bid) => (
                            <button
                              type="button"
                              class="menu-button"
                              disabled={busy() || !can({ type: 'bid', bid })}
                              onClick={() => send({ type: 'bid', bid })}
                            >
                              {bidText(bid)}
                            </button>
                          )}
                        </For>
                      </fieldset>
                    </Show>
                  }
                >
                  <p role="status">{sc('sc.bids.in')}</p>
                  <Act busy={busy()} send={send} action={{ type: 'withdraw' }}>
                    {sc('sc.bids.change')}
                  </Act>
                </Show>
              </section>
              <SeasonBoard view={v()} name={name} />
            </Match>
            <Match when={v().phase.step === 'event'}>
              <section class="sc-panel" aria-labelledby="sc-event-title">
                <h2 id="sc-event-title">{sc('sc.event.title')}</h2>
                <ul>
                  <For each={v().seats}>
                    {(s) => (
                      <li>
                        {sc('sc.event.bid', { seat: name(s), bid: bidText(v().revealed[s] ?? 'none') })}
                      </li>
                    )}
                  </For>
                </ul>
                <p class="muted">{sc('sc.event.pay')}</p>
                <Act primary busy={busy()} send={send} action={{ type: 'draw-event' }}>
                  {sc('sc.event.draw')}
                </Act>
              </section>
              <SeasonBoard view={v()} name={name} />
            </Match>
            <Match when={v().phase.step === 'order' && (v().phase as { choosing: Seat[] }).choosing}>
              {(choosing) => (
                <>
                  <section class="sc-panel" aria-labelledby="sc-order-title">
                    <h2 id="sc-order-title">{sc('sc.order.title')}</h2>
                    <p>{sc('sc.order.choose', { seat: name(choosing()[0]!) })}</p>
                    <div class="sc-buttons">
                      <For each={[0, 1, 2, 3, 4]}>
                        {(space) => (
                          <Show when={v().specialSpaces[space]}>
                            {(card) => (
                              <Act busy={busy()} send={send} action={{ type: 'space', space }}>
                                {sc('sc.order.space', { n: space + 1, special: specialName(card()) })}
                              </Act>
                            )}
                          </Show>
                        )}
                      </For>
                    </div>
                    <Show when={choosing().length > 1}>
                      <p class="muted">
                        {sc('sc.order.then', { seats: choosing().slice(1).map(name).join(', ') })}
                      </p>
                    </Show>
                  </section>
                  <SeasonBoard view={v()} name={name} />
                </>
              )}
            </Match>
            <Match when={v().phase.step === 'actions' && (v().phase as { action: number; player: number })}>
              {(at) => (
                <>
                  <Show
                    when={v().battle}
                    fallback={
                      <section class="sc-panel" aria-labelledby="sc-actions-title">
                        <h2 id="sc-actions-title">{sc('sc.actions.title')}</h2>
                        <p class="muted">
                          {sc('sc.actions.orderLine', { seats: v().turnOrder.map(name).join(', ') })}
                        </p>
                        <Show
                          when={at().action < v().actionsShown}
                          fallback={
                            <Act primary busy={busy()} send={send} action={{ type: 'reveal' }}>
                              {sc('sc.actions.reveal', { n: at().action + 1 })}
                            </Act>
                          }
                        >
                          <p class="sc-now">
                            {sc('sc.actions.now', {
                              n: at().action + 1,
                              action: actionName(v().actionRow[at().action]!),
                            })}
                          </p>
                          <p>{sc('sc.actions.player', { seat: name(v().turnOrder[at().player]!) })}</p>
                          <div class="sc-buttons">
                            <Act primary busy={busy()} send={send} action={{ type: 'done' }}>
                              {sc('sc.actions.done', { seat: name(v().turnOrder[at().player]!) })}
                            </Act>
                            <Act busy={busy()} send={send} action={{ type: 'battle', kind: 'attack' }}>
                              {sc('sc.actions.attack')}
                            </Act>
                            <Act busy={busy()} send={send} action={{ type: 'battle', kind: 'revolt' }}>
                              {sc('sc.actions.revolt')}
                            </Act>
                          </div>
                        </Show>
                      </section>
                    }
                  >
                    {(form) => battle(form)}
                  </Show>
                  <LastBattle view={v()} name={name} />
                  <SeasonBoard view={v()} name={name} />
                </>
              )}
            </Match>
            <Match when={v().phase.step === 'winter'}>
              <WinterPanel view={v()} name={name} busy={busy()} send={send} />
            </Match>
            <Match when={v().phase.step === 'revolts' && (v().phase as { pending: PendingRevolt[] }).pending}>
              {(pending) => (
                <section class="sc-panel" aria-labelledby="sc-revolts-title">
                  <h2 id="sc-revolts-title">{sc('sc.winter.title')}</h2>
                  <ul>
                    <For each={v().supplies}>
                      {(s) => (
                        <li>
                          {sc('sc.revolts.supply', {
                            seat: name(s.seat),
                            rice: s.riceAfterLoss,
                            unsupplied: s.unsupplied,
                            revolts: s.revolts,
                          })}
                        </li>
                      )}
                    </For>
                  </ul>
                  <Show when={v().supplies.every((s) => s.revolts === 0)}>
                    <p>{sc('sc.revolts.none')}</p>
                  </Show>
                  <Show when={pending().length > 0}>
                    <p>
                      {sc('sc.revolts.list', {
                        list: pending()
                          .map((p) => p.province)
                          .join(', '),
                      })}
                    </p>
                  </Show>
                  <LastBattle view={v()} name={name} />
                  <Show
                    when={v().battle}
                    fallback={
                      <Show
                        when={revoltChooser(pending())}
                        fallback={
                          <>
                            <p class="muted">{sc('sc.unrestNote')}</p>
                            <Act primary busy={busy()} send={send} action={{ type: 'score' }}>
                              {sc('sc.revolts.score')}
                            </Act>
                          </>
                        }
                      >
                        {(chooser) => <RevoltChoice pending={pending()} chooser={chooser()} />}
                      </Show>
                    }
                  >
                    {(form) => battle(form)}
                  </Show>
                </section>
              )}
            </Match>
          </Switch>
          <ScoreSheet view={v()} name={name} winners={table().outcome()?.winners ?? null} />
        </div>
      )}
    </TableFrame>
  );
}

function LastBattle(props: { view: ShogunCompanionView; name: SeatName }): JSX.Element {
  return (
    <Show when={props.view.lastBattle}>
      {(record) => (
        <section class="sc-panel sc-result" aria-labelledby="sc-result-title">
          <h2 id="sc-result-title">{sc('sc.result.title')}</h2>
          <ul>
            <For each={resultLines(record(), props.name)}>{(line) => <li>{line}</li>}</For>
          </ul>
        </section>
      )}
    </Show>
  );
}

/** The setup helper: the fixed provinces or the draft order, chests, the tower and the year's events. */
function SetupHelper(props: { view: ShogunCompanionView; name: SeatName }): JSX.Element {
  const v = () => props.view;
  const count = () => v().seats.length as PlayerCount;
  const fixed = () => v().start === 'fixed';
  return (
    <section class="sc-panel" aria-labelledby="sc-setup-title">
      <h2 id="sc-setup-title">{sc('sc.setup.title')}</h2>
      <p>{sc('sc.setup.chests', { n: START_CHESTS[count()] })}</p>
      <Show
        when={fixed()}
        fallback={
          <>
            <p>{sc('sc.setup.draft')}</p>
            <p>{sc('sc.setup.groups', { groups: START_GROUPS[count()].join(', ') })}</p>
            <p>{sc('sc.setup.pickOrder', { order: v().seats.map(props.name).join(', ') })}</p>
          </>
        }
      >
        <p>{sc('sc.setup.fixed')}</p>
        <For each={v().seats}>
          {(s, i) => (
            <div class="sc-fixed">
              <h3>{props.name(s)}</h3>
              <ul>
                <For each={FIXED_SETUPS[count()][i()]}>
                  {([id, n]) => <li>{sc('sc.setup.province', { province: id, armies: armiesText(n) })}</li>}
                </For>
              </ul>
            </div>
          )}
        </For>
      </Show>
      <Show when={v().seeded} fallback={<p>{sc('sc.setup.tower')}</p>}>
        {(fell) => (
          <p>
            {sc('sc.setup.towerSimulated', {
              n: v().seats.length * 7 + 10,
              fell: cubesText(fell(), props.name),
            })}
          </p>
        )}
      </Show>
      <p>{sc('sc.setup.events', { cards: v().openEvents.map(eventText).join('; ') })}</p>
    </section>
  );
}

/** A button that sends one action (44 px, off while the last action is being saved). */
function Act(props: {
  action: ShogunCompanionAction;
  busy: boolean;
  send: (a: ShogunCompanionAction) => void;
  primary?: boolean;
  children: JSX.Element;
}): JSX.Element {
  return (
    <button
      type="button"
      class={props.primary ? 'menu-button primary' : 'menu-button'}
      disabled={props.busy}
      onClick={() => props.send(props.action)}
    >
      {props.children}
    </button>
  );
}
