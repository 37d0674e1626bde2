// The latest roll, read for the players: the faces drawn as symbols, and for a battle the hits, the
// swords ignored, the flags and what accepting them costs, the tokens taken, the leader's check; for
// Lack of Honor what each die does; for a leader check whether he falls. Follow-up bookkeeping
// (a banner, a retreat's price, the check) is one tap away.

import { For, type JSX, Show } from 'solid-js';
import type { BannerFor, CompanionAction } from '../../games/companion/actions';
import type { HonorCause } from '../../games/companion/lackOfHonor';
import type { RollRecord } from '../../games/companion/state';
import { unitStatsFor } from '../../games/samurai-battles/data/units';
import {
  type DieFace,
  type Edition,
  opponent,
  type Side,
  type UnitTypeId,
} from '../../games/samurai-battles/types';
import { editionOf } from '../edition';
import { faceName } from '../game/describe';
import { Die } from '../widgets/symbols';
import type { Control } from './control';
import { type CompanionKey, ct, ctn } from './i18n';
import { bannerForName } from './labels';

export function Faces(props: { faces: readonly DieFace[]; label?: string }): JSX.Element {
  return (
    <span class="roll-faces" role="img" aria-label={props.label ?? props.faces.map(faceName).join(', ')}>
      <For each={props.faces}>{(face) => <Die face={face} label={faceName(face)} class="die big-die" />}</For>
    </span>
  );
}

function ActionButton(props: { c: Control; action: CompanionAction; label: string }): JSX.Element {
  return (
    <Show when={props.c.can(props.action)}>
      <button type="button" class="bar-button" onClick={() => props.c.send(props.action)}>
        {props.label}
      </button>
    </Show>
  );
}

function BannerButtons(props: { c: Control; side: Side; what: readonly BannerFor[] }): JSX.Element {
  const edition = () => editionOf(props.c.view());
  return (
    <For each={props.what}>
      {(what) => (
        <ActionButton
          c={props.c}
          action={{ type: 'banner', side: props.side, for: what }}
          label={`${ct('result.awardBanner', { army: props.c.armies[props.side] })}: ${bannerForName(what, edition())}`}
        />
      )}
    </For>
  );
}

/** The latest roll, when it is one of `kinds` (each panel shows the rolls its own buttons make). */
export function RollResult(props: { c: Control; kinds: readonly RollRecord['kind'][] }): JSX.Element {
  const roll = () => {
    const r = props.c.view().lastRoll;
    return r && props.kinds.includes(r.kind) ? r : null;
  };
  return (
    <Show when={roll()} keyed>
      {(r) => (
        <section class="roll-result" aria-live="polite" aria-label={ct('dice.result')}>
          <RollBody c={props.c} roll={r} />
        </section>
      )}
    </Show>
  );
}

function RollBody(props: { c: Control; roll: RollRecord }): JSX.Element {
  const c = props.c;
  const r = props.roll;
  switch (r.kind) {
    case 'free':
      return <FreeRoll faces={r.faces} />;
    case 'shogun':
      return (
        <>
          <h3>{ct('purpose.shogun')}</h3>
          <Faces faces={r.faces} />
          <p>{ct('table.shogun')}</p>
          <Show when={r.honorGained > 0}>
            <p>{ctn('shogun.result', r.honorGained, { army: c.armies[r.side] })}</p>
          </Show>
        </>
      );
    case 'leader-check': {
      const enemy = opponent(r.side);
      const kinds: BannerFor[] = r.check === 'commander' ? ['commander'] : ['foot-leader', 'mounted-leader'];
      return (
        <>
          <h3>{ct('helpers.leaderCheck')}</h3>
          <Faces faces={r.faces} />
          <p class="verdict">
            {ct(r.killed ? 'check.result.killed' : 'check.result.survived', { army: c.armies[r.side] })}
          </p>
          <Show when={r.killed}>
            <div class="button-row">
              <BannerButtons c={c} side={enemy} what={kinds} />
            </div>
          </Show>
        </>
      );
    }
    case 'lack-of-honor':
      return (
        <>
          <h3>{ct('lack.title', { army: c.armies[r.side], short: ctn('count.tokens', r.unpaid) })}</h3>
          <ol class="lack-dice">
            <For each={r.reading}>
              {(d) => (
                <li>
                  <Die face={d.face} label={faceName(d.face)} />
                  <span>
                    {faceName(d.face)}: {ct(`lack.${d.effect}` as CompanionKey)}
                  </span>
                </li>
              )}
            </For>
          </ol>
        </>
      );
    case 'combat':
      return <CombatResult c={c} roll={r} />;
  }
}

function FreeRoll(props: { faces: DieFace[] }): JSX.Element {
  const tally = () => {
    const out = new Map<DieFace, number>();
    for (const f of props.faces) out.set(f, (out.get(f) ?? 0) + 1);
    return [...out.entries()];
  };
  return (
    <>
      <h3>{ct('dice.result')}</h3>
      <Faces faces={props.faces} />
      <ul class="tally">
        <For each={tally()}>
          {([face, n]) => <li>{ct('dice.tally', { count: n, face: faceName(face) })}</li>}
        </For>
      </ul>
    </>
  );
}

function causeOf(target: UnitTypeId | 'lone-leader', edition: Edition): HonorCause {
  if (target === 'lone-leader') return 'leader';
  const symbol = unitStatsFor(edition, target).symbol;
  return symbol === 'swords' ? 'square' : symbol;
}

function CombatResult(props: { c: Control; roll: Extract<RollRecord, { kind: 'combat' }> }): JSX.Element {
  const c = props.c;
  const r = props.roll;
  const o = r.outcome;
  const s = r.spec;
  const enemy = opponent(s.side);
  const targetBanner = (): BannerFor[] => {
    if (s.target === 'lone-leader') return ['foot-leader', 'mounted-leader', 'commander'];
    if (s.target === 'BG') return [];
    return [s.target];
  };
  return (
    <>
      <h3>{ct('result.title')}</h3>
      <Faces faces={o.faces} />
      <Show when={o.extra.length > 0}>
        <p class="muted small">{ct('result.extra')}</p>
        <Faces faces={o.extra} />
      </Show>
      <ul class="result-lines">
        <li>
          <strong>{ctn('result.hits', o.score.hits)}</strong>
        </li>
        <Show when={o.score.swordsIgnored > 0}>
          <li>{ctn('result.swordsIgnored', o.score.swordsIgnored)}</li>
        </Show>
        <Show when={s.target !== 'lone-leader'}>
          <li>{ctn('result.flags', o.score.flags)}</li>
        </Show>
        <li>
          {r.honorGained > 0
            ? ctn('result.honor', r.honorGained, { army: c.armies[s.side] })
            : ct('result.noHonor')}
        </li>
      </ul>
      <Show when={s.target === 'lone-leader'}>
        <p class="verdict">{ct(o.eliminated ? 'result.leaderKilled' : 'result.leaderSurvived')}</p>
        <Show when={o.loneLeaderMustRetreat}>
          <div class="button-row">
            <ActionButton
              c={c}
              action={{ type: 'lose-honor', side: enemy, amount: 3, cause: 'leader' }}
              label={ct('result.payRetreat', { army: c.armies[enemy], tokens: ctn('count.tokens', 3) })}
            />
            <ActionButton
              c={c}
              action={{ type: 'seppuku', side: enemy }}
              label={ct('helpers.seppuku', { army: c.armies[enemy] })}
            />
          </div>
        </Show>
      </Show>
      <Show when={s.target !== 'lone-leader' && o.eliminated}>
        <p class="verdict">{ct('result.eliminated')}</p>
      </Show>
      <Show when={o.eliminated}>
        <div class="button-row">
          <BannerButtons c={c} side={s.side} what={targetBanner()} />
        </div>
      </Show>
      <Show when={o.leaderCheck}>
        {(check) => (
          <div class="follow-up">
            <p>
              {ct('result.leaderCheck', {
                dice: ctn('count.dice', check().dice),
                swords: ctn('count.swords', check().swordsNeeded),
              })}
            </p>
            <ActionButton
              c={c}
              action={{ type: 'leader-check', side: enemy, kind: check().kind }}
              label={ct('result.rollCheck')}
            />
          </div>
        )}
      </Show>
      <Show when={o.flags}>
        {(f) => (
          <div class="follow-up">
            <p>
              {f().min > 0 && f().min >= o.score.flags
                ? ct('result.mustIgnore')
                : f().max > 0
                  ? ctn('result.mayIgnore', f().max, { sources: f().sources.join('; ') })
                  : ct('result.mayIgnoreNone')}
            </p>
            <Show when={f().maxIfLeaderFalls !== null && f().maxIfLeaderFalls !== f().max}>
              <p class="muted small">{ctn('result.ifLeaderFalls', f().maxIfLeaderFalls ?? 0)}</p>
            </Show>
            <ul class="consequences">
              <For each={o.consequences}>
                {(k) => (
                  <li>
                    <Show
                      when={k.retreat}
                      fallback={
                        <span>
                          {ct('result.hold', {
                            flags: ctn('count.flags', k.flags),
                            hits: ctn('count.blocks', k.holdHits),
                          })}
                        </span>
                      }
                    >
                      {(ret) => (
                        <>
                          <span>
                            {ct('result.retreat', {
                              flags: ctn('count.flags', k.flags),
                              hexes: ctn('count.hexes', ret().hexes),
                              tokens: ctn('count.tokens', ret().tokens),
                            })}
                          </span>
                          <ActionButton
                            c={c}
                            action={{
                              type: 'lose-honor',
                              side: enemy,
                              amount: ret().tokens,
                              cause: causeOf(s.target, editionOf(s)),
                            }}
                            label={ct('result.payRetreat', {
                              army: c.armies[enemy],
                              tokens: ctn('count.tokens', ret().tokens),
                            })}
                          />
                        </>
                      )}
                    </Show>
                  </li>
                )}
              </For>
            </ul>
          </div>
        )}
      </Show>
      <details>
        <summary>{ct('result.how')}</summary>
        <ul>
          <For each={o.score.breakdown}>{(line) => <li>{line}</li>}</For>
        </ul>
      </details>
    </>
  );
}
