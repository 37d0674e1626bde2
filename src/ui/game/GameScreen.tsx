// The game screen for the player holding the tablet: the board, both armies' scores, the
// prompt, the action bar, his own hand, the dice and the log; the hand-off screen covers it all
// whenever the tablet must change hands. Every choice offered comes from the engine's prompt.

import {
  createEffect,
  createMemo,
  createSignal,
  type JSX,
  lazy,
  on,
  onCleanup,
  Show,
  untrack,
} from 'solid-js';
import { dragonCardCost } from '../../games/samurai-battles/dragon/houseRules';
import type { Action } from '../../games/samurai-battles/flow/actions';
import type { HexKey, Side } from '../../games/samurai-battles/types';
import type { GameView } from '../../games/samurai-battles/view';
import { ComputerStatus } from '../ai/ComputerStatus';
import { armyName } from '../army-name';
import { Board, type BoardMark, type ZoomControls } from '../board/Board';
import { armyColour } from '../board/colours';
import { type BoardAnimation, touchedHexes } from '../board/effects';
import { pieceLabel, placeLabel } from '../board/labels';
import { ZoomButtons } from '../board/ZoomButtons';
import { editionName, editionOf } from '../edition';
import { afterRender, focusFirst } from '../focus';
import { hasKey, t, tn } from '../i18n';
import { ReferenceSheet, type ReferenceTarget } from '../reference/ReferenceSheet';
import { diceAnimates, settings } from '../settings';
import { ActionBar, type BarItem } from '../widgets/ActionBar';
import { AskPanel } from '../widgets/AskPanel';
import { DicePreviewPanel } from '../widgets/DicePreviewPanel';
import { DiceTray } from '../widgets/DiceTray';
import { type CardUse, Hand } from '../widgets/Hand';
import { HandOff } from '../widgets/HandOff';
import { LogPanel } from '../widgets/LogPanel';
import { OrdersLeft } from '../widgets/OrdersLeft';
import { ReactionPanel } from '../widgets/ReactionPanel';
import { Scoreboard, TableInfo } from '../widgets/Scoreboard';
import { watchTaps } from '../widgets/tap-guard';
import { isImmediate, piecesByHex, sortActions, splitByHex } from './affordances';
import { warnsNoBattle } from './costs';
import { Guide } from './Guide';
import { guideStep } from './guide-steps';
import { actionLabel, promptText } from './labels';
import type { Match } from './match';
import { commandCardName, commandCardText, dragonCardName, dragonCardText, pieceName } from './names';
import { type PreviewText, previewOf, previewText } from './preview';
import { namedHexes, reachText } from './reach';
import { showReading } from './show-reading';

// The rules reference opens over the battle (issue 26): loaded when first asked for.
const RulesSheet = lazy(() => import('../screens/Rules').then((m) => ({ default: m.Rules })));

type Selection = { kind: 'piece'; id: string } | { kind: 'card'; id: string } | null;

/** Board animations are short (a slide, a pulse, a fade): the UI never waits for them. */
const ANIMATION_MS = 300;

const ATTACKS: ReadonlySet<Action['type']> = new Set([
  'battle',
  'levy-charge',
  'bonus-combat',
  'battle-back',
]);

/** What the decision at this point does with the cards it marks (not always "play"). */
function cardUse(point: string): CardUse {
  return point === 'keep-card' ? 'keep' : point === 'discard-dragon' ? 'discard' : 'play';
}

function markKind(actions: readonly Action[]): BoardMark['kind'] {
  if (actions.some((a) => ATTACKS.has(a.type))) return 'attack';
  if (actions.every((a) => a.type === 'move' || a.type === 'retreat' || a.type === 'leader-retreat'))
    return 'move';
  return 'other';
}

/**
 * Why an action was refused, in our words: the engine's and the match's reasons by key (their
 * `detail` is English, for scripts); a phones' game's refusal comes already worded (netMatch).
 */
function refusalWords(r: { reason: string; detail: string }): string {
  const key = `game.refusal.${r.reason}`;
  return hasKey(key) ? t(key) : r.detail;
}

export function GameScreen(props: {
  match: Match;
  onLeave: () => void;
  /** Opens the saves list (offered when another tab went on with this game). */
  onSaves?: () => void;
  /** A finished game reviewed from its victory screen: goes back to the result. */
  onResult?: () => void;
  /** The guided first battle (issue 26): a sentence at each step until the guide is left. */
  guide?: boolean;
  onGuideEnd?: () => void;
}): JSX.Element {
  const m = props.match;
  const view = m.view;
  // The ask panel ignores the repeat of the tap that brought it up (widgets/tap-guard.ts).
  watchTaps();
  const [selection, setSelection] = createSignal<Selection>(null);
  const [choiceItems, setChoiceItems] = createSignal<BarItem[] | null>(null);
  const [reference, setReference] = createSignal<ReferenceTarget | null>(null);
  const [error, setError] = createSignal<string | null>(null);
  // A finished game opens with its whole log beside the final board.
  const [logOpen, setLogOpen] = createSignal(m.view().winner !== null);
  const [coords, setCoords] = createSignal(false);
  const [rulesOpen, setRulesOpen] = createSignal(false);
  const [zoom, setZoom] = createSignal<ZoomControls | null>(null);

  /** The piece selected for the player (the lone mover): his own first tap on it keeps it selected. */
  let autoPicked: string | null = null;
  // Any change of the game (an action, an undo, a new holder) ends the current selection. When a
  // single ordered piece is left to move, it is selected: its moves are the only thing to tap.
  createEffect(
    on(
      view,
      () => {
        setSelection(null);
        setChoiceItems(null);
        autoPicked = point() === 'movement' ? loneMover() : null;
        if (autoPicked) setSelection({ kind: 'piece', id: autoPicked });
      },
      { defer: true },
    ),
  );

  const prompt = () => view().prompt;
  const point = () => prompt()?.point ?? '';
  const myActions = createMemo<Action[]>(() => {
    const p = prompt();
    return p && p.seat === m.holder() && p.actions ? p.actions : [];
  });
  const isWindow = () => point().startsWith('window:');
  const sorted = createMemo(() => sortActions(isWindow() ? [] : myActions()));
  const label = (a: Action) => actionLabel(a, { view: view(), roster: m.roster() });
  /** The one piece that may still move, if there is exactly one. */
  const loneMover = (): string | null => {
    const pieces = [...sorted().pieces];
    const only = pieces.length === 1 ? pieces[0] : undefined;
    return only?.[1].some((a) => a.type === 'move') ? only[0] : null;
  };
  const byHex = createMemo(() => piecesByHex(view(), sorted().pieces));

  const selectedActions = createMemo<Action[]>(() => {
    const s = selection();
    if (!s) return [];
    return (s.kind === 'piece' ? sorted().pieces.get(s.id) : sorted().cards.get(s.id)) ?? [];
  });
  const selectedSplit = createMemo(() => splitByHex(view(), selectedActions()));

  /** Actions reached by tapping a hex now: the selection's targets first, then direct hex choices. */
  const hexActions = createMemo(() => {
    const out = new Map<HexKey, Action[]>();
    for (const [hex, list] of sorted().hexes) out.set(hex, list);
    for (const [hex, list] of selectedSplit().byHex) out.set(hex, list);
    return out;
  });

  const marks = createMemo(() => {
    const out = new Map<HexKey, BoardMark>();
    for (const [hex, list] of hexActions()) {
      const first = list[0];
      if (!first) continue;
      // One attack on the hex: its reticle carries the dice it would roll (the engine's count).
      const dice = list.length === 1 ? previewOf(view(), first)?.preview.dice.total : undefined;
      out.set(hex, {
        kind: markKind(list),
        label:
          list.length === 1
            ? dice === undefined
              ? label(first)
              : tn('preview.mark', dice, { label: label(first) })
            : t('board.choices', { place: placeLabel(view(), hex), count: list.length }),
        ...(dice === undefined ? {} : { dice }),
      });
    }
    return out;
  });

  /** The dice of every attack a tap could make now (a selected unit's targets, a bonus attack...). */
  const previews = createMemo(() => {
    const ctx = { view: view(), roster: m.roster() };
    const out: PreviewText[] = [];
    for (const list of hexActions().values()) {
      for (const a of list) {
        const p = previewOf(ctx.view, a);
        if (p) out.push(previewText(p, ctx));
      }
    }
    return out;
  });

  const occupantLabel = (hex: HexKey) => {
    const v = view();
    const unit = Object.values(v.units).find((u) => u.hex === hex);
    const leader = Object.values(v.leaders).find((l) => l.hex === hex);
    return pieceLabel(v, unit, leader, hex);
  };

  const selectable = createMemo(() => {
    const out = new Map<HexKey, string>();
    for (const [hex, ids] of byHex()) {
      const only = ids.length === 1 ? sorted().pieces.get(ids[0] ?? '') : undefined;
      const single = only && only.length === 1 ? only[0] : undefined;
      out.set(
        hex,
        single && isImmediate(single) ? label(single) : t('board.select', { what: occupantLabel(hex) }),
      );
    }
    return out;
  });

  const selectedHex = () => {
    const s = selection();
    if (s?.kind !== 'piece') return null;
    return view().units[s.id]?.hex ?? view().leaders[s.id]?.hex ?? null;
  };

  function send(action: Action): void {
    if (m.saving()) return;
    acted = true;
    void m.send(action).then((r) => {
      // A failed save shows its own message (below), not as a refused action.
      if (r.ok || r.reason === 'save-failed') setError(null);
      else setError(t('game.refused', { detail: refusalWords(r) }));
    });
  }

  // After an action of this player (or when focus was lost with the element it was on), focus
  // goes to the next thing to do: a reaction, a choice asked in the bar, the selected card's
  // action, the selected piece's targets, the pieces to tap, the playable cards, the bar, and
  // last the prompt itself.
  let acted = true;
  let gameRef: HTMLElement | undefined;
  const focusNext = () => {
    const root = gameRef;
    if (!root?.isConnected) return;
    const active = document.activeElement;
    const lost = !active || active === document.body || !active.isConnected;
    if (!acted && !lost) return;
    acted = false;
    const sel = selection();
    focusFirst(root, [
      '.ask-choices button',
      '.reaction button',
      ...(choiceItems() ? ['.action-bar button'] : []),
      ...(sel?.kind === 'card' ? ['.action-bar button.primary', '.card[aria-pressed="true"]'] : []),
      'svg.board .hex-button[data-kind="target"]',
      'svg.board .hex-button',
      '.hand .card.playable',
      '.action-bar button:not(.quiet)',
      '.prompt-text',
    ]);
    // A card just read: its text and the button that plays it. Else a decision taken with cards
    // alone (keep one, discard a Dragon card...): its cards in view.
    if (sel?.kind === 'card') showReading(root);
    else if (sorted().cards.size > 0 && hexActions().size === 0)
      root.querySelector('.hand')?.scrollIntoView?.({ block: 'nearest' });
  };
  createEffect(on([view, m.gate, selection, choiceItems], () => afterRender(focusNext)));

  /** The other player's open decision, asked on this screen (match.ts, privacy.ts). */
  const ask = () => {
    const g = m.gate();
    return g?.kind === 'ask' ? g : null;
  };
  /** An ask's choice in words, from the open view (its costs are there); a window's pass as such. */
  const askLabel = (v: GameView, a: Action) =>
    a.type === 'pass' ? t('ask.pass') : actionLabel(a, { view: v, roster: m.roster() });
  function answer(action: Action): void {
    if (m.saving() || !m.answer) return;
    acted = true;
    void m.answer(action).then((r) => {
      if (r.ok || r.reason === 'save-failed') setError(null);
      else setError(t('game.refused', { detail: refusalWords(r) }));
    });
  }

  function selectPiece(id: string): void {
    const acts = sorted().pieces.get(id) ?? [];
    const only = acts.length === 1 ? acts[0] : undefined;
    if (only && isImmediate(only)) send(only);
    else setSelection({ kind: 'piece', id });
  }

  function onHexTap(hex: HexKey): void {
    acted = true;
    setChoiceItems(null);
    const targeted = hexActions().get(hex);
    if (targeted && targeted.length > 0) {
      if (targeted.length === 1 && targeted[0]) send(targeted[0]);
      else setChoiceItems(targeted.map((a) => ({ label: label(a), run: () => send(a) })));
      return;
    }
    const ids = byHex().get(hex);
    if (!ids || ids.length === 0) {
      setSelection(null);
      return;
    }
    const current = selection();
    if (ids.length === 1 && current?.kind === 'piece' && current.id === ids[0]) {
      // A player who taps the unit to pick it, as he would had it not been picked for him, keeps it.
      if (autoPicked !== current.id) setSelection(null);
      autoPicked = null;
      return;
    }
    if (ids.length === 1 && ids[0]) {
      selectPiece(ids[0]);
      return;
    }
    // A unit and a leader of its own in one hex (a leader may detach): ask which.
    setChoiceItems(
      ids.flatMap((id) => {
        const acts = sorted().pieces.get(id) ?? [];
        const only = acts.length === 1 ? acts[0] : undefined;
        if (only && isImmediate(only)) return [{ label: label(only), run: () => send(only) }];
        return [
          {
            label: t('board.selectPiece', { what: pieceName(view(), m.roster(), id) }),
            run: () => {
              setChoiceItems(null);
              setSelection({ kind: 'piece', id });
            },
          },
        ];
      }),
    );
  }

  function onCardSelect(card: string): void {
    acted = true;
    setChoiceItems(null);
    const s = selection();
    setSelection(s?.kind === 'card' && s.id === card ? null : { kind: 'card', id: card });
  }

  const barItems = createMemo<BarItem[]>(() => {
    const choices = choiceItems();
    if (choices)
      return [
        ...choices,
        {
          label: t('game.cancel'),
          run: () => {
            acted = true;
            setChoiceItems(null);
          },
          quiet: true,
        },
      ];
    const items: BarItem[] = [];
    const cardSelected = selection()?.kind === 'card';
    for (const a of selectedSplit().other)
      items.push({ label: label(a), run: () => send(a), primary: cardSelected });
    if (selection())
      items.push({
        label: t('game.deselect'),
        run: () => {
          acted = true;
          setSelection(null);
        },
        quiet: true,
      });
    for (const a of sorted().bar) items.push({ label: label(a), run: () => send(a) });
    return items;
  });

  const selectedCard = () => {
    const s = selection();
    if (s?.kind !== 'card') return null;
    const v = view();
    const own = v.players[m.holder() ?? v.active];
    const deck: 'command' | 'dragon' = own.dragonHand?.includes(s.id) ? 'dragon' : 'command';
    return {
      name: deck === 'command' ? commandCardName(s.id) : dragonCardName(s.id),
      text: deck === 'command' ? commandCardText(s.id, v.edition) : dragonCardText(s.id),
      usable: sorted().cards.has(s.id),
    };
  };

  /** The card being read (not yet played): the pieces it could order and its sections. */
  const reading = createMemo(() => {
    const s = selection();
    if (s?.kind !== 'card') return null;
    return view().cardReach?.[s.id] ?? null;
  });
  /** Hexes to point out on the board: a card's reach, or the hexes a reaction's choices name. */
  const pointed = createMemo<HexKey[]>(() => {
    if (m.gate()) return [];
    const r = reading();
    if (r) return r.hexes;
    return isWindow() ? namedHexes(view(), myActions()) : [];
  });

  /** A tap on a hex that offers nothing: ends a selection, else shows what stands there. */
  function onIdleTap(hex: HexKey): void {
    acted = true;
    if (selection() || choiceItems()) {
      setSelection(null);
      setChoiceItems(null);
      return;
    }
    setReference({ kind: 'hex', hex });
  }

  /** The guide's sentence for this moment (null: no guide, or nothing for the holder to do). */
  const guideKey = createMemo(() => {
    if (!props.guide) return null;
    const p = prompt();
    const mine = p && p.seat === m.holder() && !m.gate() ? p.point : null;
    return guideStep({ point: mine, turn: view().turn, selected: selection()?.kind ?? null });
  });

  const headline = () => {
    const p = prompt();
    const v = view();
    if (!p) return '';
    if (p.seat !== m.holder()) return t('game.waiting', { army: armyName(v, p.seat) });
    return promptText(p.point, v);
  };
  const hint = () => {
    const p = prompt();
    if (!p || p.seat !== m.holder()) return '';
    const s = selection();
    if (s?.kind === 'piece') {
      if (selectedSplit().byHex.size === 0) return '';
      // The engine marks moves after which the piece may not battle: say which, before the tap.
      const v = view();
      const warned = selectedActions()
        .filter((a) => a.type === 'move' && warnsNoBattle(v, a))
        .map((a) => (a.type === 'move' ? placeLabel(v, a.to) : ''));
      return warned.length > 0
        ? `${t('hint.pickTarget')} ${t('hint.noBattleMoves', { hexes: warned.join(', ') })}`
        : t('hint.pickTarget');
    }
    const key = `hint.${p.point}`;
    return hasKey(key) ? t(key) : '';
  };

  const ownHand = () => {
    const seat = m.holder();
    if (!seat) return { command: [], dragon: [] };
    const p = view().players[seat];
    return { command: p.hand ?? [], dragon: p.dragonHand ?? [] };
  };

  // Nobody holds the device once a finished game is reopened: it shows the lines anyone may read.
  const logLines = () => {
    const reader = m.holder() ?? 'spectator';
    return m.log().flatMap((e) => e.lines[reader]);
  };

  const rotated = () => settings().rotateBoard && m.holder() === 'top';

  // The last action's moves and losses play once, the first time the board is in sight after it
  // (for the player who acted, or for the one who takes the tablet next), unless motion is off.
  const [playing, setPlaying] = createSignal<BoardAnimation | null>(null);
  let shownUpTo = 0;
  let animationTimer: ReturnType<typeof setTimeout> | undefined;
  const stopAnimation = () => {
    if (animationTimer !== undefined) clearTimeout(animationTimer);
    animationTimer = undefined;
    setPlaying(null);
  };
  createEffect(() => {
    const next = m.animation?.() ?? null;
    const inSight = m.gate()?.kind !== 'handoff';
    untrack(() => {
      if (!next || !inSight || next.serial <= shownUpTo) return;
      shownUpTo = next.serial;
      stopAnimation();
      if (!diceAnimates()) return;
      setPlaying(next);
      animationTimer = setTimeout(stopAnimation, ANIMATION_MS);
    });
  });
  onCleanup(stopAnimation);
  const armies = () => ({ top: armyName(view(), 'top'), bottom: armyName(view(), 'bottom') });
  const gate = m.gate;
  const handOffRoll = () => m.actionDice?.() ?? [];
  /** The armies whose player has held the device since this screen opened. */
  const heldSides = new Set<Side>();
  /** A hand-off with nothing to report: the game's first (who starts, where) or a reopened save. */
  const quietHandOff = (to: Side): string | undefined => {
    if (m.session.log.length === 0)
      return t(to === 'bottom' || settings().rotateBoard ? 'handoff.first.bottom' : 'handoff.first.top');
    // Nobody has held the device since the save was opened: its log was all read before.
    return m.holder() === null ? t('handoff.reopened') : undefined;
  };

  return (
    <Show
      when={gate()?.kind !== 'handoff'}
      fallback={
        <Show when={gate()?.kind === 'handoff' ? gate() : null}>
          {(g) => {
            const to = () => (g() as { to: 'top' | 'bottom' }).to;
            return (
              <HandOff
                army={armyName(view(), to())}
                colour={armyColour(view().players[to()].color)}
                player={m.init.players[to()]}
                summary={m.missedBy(to())}
                meanwhile={heldSides.has(to()) ? undefined : t('handoff.firstMeanwhile')}
                onContinue={() => {
                  heldSides.add(to());
                  m.dismissGate();
                }}
                // The roll that led here, for both players (issue 26 finding 7).
                roll={
                  handOffRoll().length > 0 ? (
                    <DiceTray rolls={handOffRoll()} armies={armies()} animate={diceAnimates()} />
                  ) : undefined
                }
                quiet={quietHandOff(to())}
                note={m.notice?.()}
                leave={{ label: t('game.leave'), run: () => props.onLeave() }}
                takeBack={
                  m.canUndo() && m.holder()
                    ? {
                        army: armyName(view(), m.holder() ?? to()),
                        run: () => void m.undo(),
                      }
                    : null
                }
              />
            );
          }}
        </Show>
      }
    >
      <main ref={gameRef} class="game" classList={{ 'log-open': logOpen() }} aria-busy={m.saving()}>
        <h1 class="visually-hidden">
          {t('game.heading', { top: armyName(view(), 'top'), bottom: armyName(view(), 'bottom') })}
        </h1>
        <header class="game-top">
          <button type="button" class="link-button" onClick={() => props.onLeave()}>
            {t('game.leave')}
          </button>
          <span class="game-turn">{t('game.turn', { turn: view().turn })}</span>
          <Show when={props.onResult}>
            {(result) => (
              <button type="button" class="link-button" onClick={() => result()()}>
                {t('game.result')}
              </button>
            )}
          </Show>
          <span
            class="edition-tag"
            data-edition={editionOf(view())}
            title={t('edition.badge', { edition: editionName(editionOf(view())) })}
          >
            <EditionWords name={editionName(editionOf(view()))} />
          </span>
          <Show when={zoom()}>{(z) => <ZoomButtons zoom={z()} />}</Show>
          <button
            type="button"
            class="link-button"
            aria-expanded={logOpen()}
            onClick={() => {
              const open = !logOpen();
              setLogOpen(open);
              // On a phone the log opens below the board: bring it, at its newest line, into view.
              if (open)
                afterRender(() =>
                  gameRef?.querySelector('.log-wrap')?.scrollIntoView?.({ block: 'nearest' }),
                );
            }}
          >
            {t('game.log')}
          </button>
        </header>
        <div class="game-board" onPointerDown={() => playing() && stopAnimation()}>
          <Board
            animation={playing()}
            view={view()}
            rotated={rotated()}
            ordered={view().ordered}
            selectable={isWindow() || gate() ? new Map() : selectable()}
            selected={selectedHex()}
            marks={isWindow() || gate() ? new Map() : marks()}
            onHexTap={onHexTap}
            onHexHold={(hex) => setReference({ kind: 'hex', hex })}
            onZoomControls={(z) => setZoom(() => z)}
            recent={touchedHexes(m.animation?.()?.effects ?? [])}
            coords={coords()}
            pointed={pointed()}
            sections={reading()?.sections ?? []}
            onIdleTap={onIdleTap}
          />
        </div>
        <div class="game-side">
          <Scoreboard view={view()} players={m.init.players} />
          <section class="prompt" aria-live="polite">
            {/* The rules one tap away, over the battle (issue 26); kept out of the phone's full top bar. */}
            <button
              type="button"
              class="link-button prompt-rules"
              aria-haspopup="dialog"
              onClick={() => setRulesOpen(true)}
            >
              {t('game.rules')}
            </button>
            <h2 class="prompt-text" tabindex={-1}>
              {headline()}
            </h2>
            <Show when={prompt()?.seat === m.holder() && !gate()}>
              <OrdersLeft count={view().ordersLeft} />
            </Show>
            <ComputerStatus match={m} label={label} />
            <Show when={m.notice?.()}>{(n) => <p class="notice">{n()}</p>}</Show>
            <Show
              when={guideKey()}
              fallback={
                <Show when={hint()}>
                  <p class="hint">{hint()}</p>
                </Show>
              }
            >
              {(key) => (
                <Guide step={t(key())} done={key() === 'guide.done'} onLeave={() => props.onGuideEnd?.()} />
              )}
            </Show>
            <Show when={error()}>
              <p class="error" role="alert">
                {error()}
              </p>
            </Show>
            <Show when={m.saveFailure()}>
              {(f) => (
                <div class="error save-failure" role="alert">
                  <p>{t('game.saveFailed', { detail: f().text() })}</p>
                  <Show when={f().conflict && props.onSaves}>
                    <button type="button" class="menu-button" onClick={() => props.onSaves?.()}>
                      {t('game.reopenFromSaves')}
                    </button>
                  </Show>
                </div>
              )}
            </Show>
          </section>
          <Show when={!gate() && !isWindow()}>
            <DicePreviewPanel items={previews()} />
          </Show>
          <DiceTray rolls={m.lastDice()} armies={armies()} animate={diceAnimates()} />
          <ActionBar items={isWindow() || gate() ? [] : barItems()}>
            <Show when={m.canUndo()}>
              <button
                type="button"
                class="bar-button quiet undo"
                onClick={() => {
                  acted = true;
                  void m.undo();
                }}
                disabled={m.saving()}
              >
                {t('game.undo')}
              </button>
            </Show>
          </ActionBar>
          {/* After the bar: a card's Play button stands right under the prompt, its text under it. */}
          <Show when={selectedCard()}>
            {(c) => (
              <section class="card-detail" aria-label={c().name}>
                <h3>{c().name}</h3>
                <p>{c().text}</p>
                <Show when={!c().usable}>
                  <p class="muted">{t('hand.notNow')}</p>
                </Show>
                <Show when={reading()}>
                  {(r) => <p class="card-reach">{reachText(view(), m.roster(), r())}</p>}
                </Show>
              </section>
            )}
          </Show>
          <Show when={m.holder() && !gate()}>
            <Hand
              command={ownHand().command}
              dragon={ownHand().dragon}
              usable={sorted().cards}
              selected={selection()?.kind === 'card' ? (selection()?.id ?? null) : null}
              onSelect={onCardSelect}
              onHold={(card, deck) => setReference({ kind: 'card', card, deck })}
              dragonCost={(card) => dragonCardCost(view(), card)}
              edition={view().edition}
              usableAs={cardUse(point())}
            />
          </Show>
          <TableInfo view={view()} />
          <div class="log-wrap">
            <button
              type="button"
              class="bar-button quiet coords-toggle"
              aria-pressed={coords()}
              onClick={() => setCoords((c) => !c)}
            >
              {t('log.coords')}
            </button>
            <LogPanel lines={logLines()} open={logOpen()} />
          </div>
        </div>
        <Show when={!gate() && isWindow() && myActions().length > 0}>
          <div class="reaction-layer" classList={{ 'names-hexes': pointed().length > 0 }}>
            <ReactionPanel
              note={guideKey() ? t(guideKey() ?? 'guide.window') : undefined}
              army={armyName(view(), prompt()?.seat ?? 'bottom')}
              question={promptText(point(), view())}
              choices={myActions().map((a) => ({ action: a, label: label(a) }))}
              onChoose={send}
            />
          </div>
        </Show>
        {/* Each ask mounts its own panel: the guard against a repeated tap starts again with it. */}
        <Show when={ask()} keyed>
          {(g) => (
            <div class="reaction-layer names-hexes ask-layer">
              <AskPanel
                army={armyName(view(), g.to)}
                holder={armyName(view(), m.holder() ?? g.to)}
                question={promptText(g.decision.view.prompt?.point ?? '', g.decision.view)}
                choices={g.decision.actions.map((a) => ({
                  action: a,
                  label: askLabel(g.decision.view, a),
                }))}
                onChoose={answer}
                onTakeTablet={() => m.takeTablet?.()}
                busy={m.saving()}
              />
            </div>
          )}
        </Show>
        <Show when={reference()}>
          {(r) => <ReferenceSheet view={view()} target={r()} onClose={() => setReference(null)} />}
        </Show>
        <Show when={rulesOpen()}>
          <RulesSheet overlay edition={editionOf(view())} onBack={() => setRulesOpen(false)} />
        </Show>
      </main>
    </Show>
  );
}

/**
 * "GMT 2021" as the maker and the year, so that a narrow top bar can stack them (styles.css): at
 * 360 px in Italian and Russian the tag was cut to "GMT 2…" beside the longer Menu and Log.
 */
function EditionWords(props: { name: string }): JSX.Element {
  const cut = () => props.name.lastIndexOf(' ');
  return (
    <Show when={cut() > 0} fallback={props.name}>
      <span class="edition-maker">{props.name.slice(0, cut())}</span>{' '}
      <span class="edition-year">{props.name.slice(cut() + 1)}</span>
    </Show>
  );
}
