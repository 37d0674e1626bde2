// The state machine every game runs on. A game's state holds a stack of plain-JSON frames; the top
// frame is the current step. Each frame kind has a step handler: `step` either runs an automatic step
// (changes the state, pops or replaces its frame, returns null) or returns the decision the frame waits
// for, without changing anything. Each decision frame answers actions through a table of handlers by
// action type. After every action the driver runs automatic steps until the next decision point.
// A game module supplies the handlers and a few hooks; it copies none of this.

import { sameAction } from './action';
import type { Decision, Rejection } from './game';

/** What the driver needs of a game's state. Games keep these fields in their own state object. */
export interface MachineState<F> {
  stack: F[];
  /** Actions applied so far. */
  actionCount: number;
  /** Index of the first action that may still be undone (raised when dice roll or a card is seen). */
  undoFloor: number;
}

/** The mutable context of one action: the state being changed and the events it produces. */
export interface Ctx<S, E> {
  state: S;
  events: E[];
}

/** One seat's legal actions at a decision point. */
export interface SeatChoice<Seat extends string, A> {
  seat: Seat;
  actions: A[];
}

/**
 * The decision a frame waits for: one seat (`seat`, `actions`) or several seats that may each act
 * now, in any order (`choices`, e.g. every player's secret plan).
 */
export type Prompt<Seat extends string, A> =
  | { point: string; seat: Seat; actions: A[] }
  | { point: string; choices: SeatChoice<Seat, A>[] };

type ActionOf<A, T> = Extract<A, { type: T }>;

/** Handlers by action type: an action whose type has no entry is refused by the driver. */
export type ActionTable<S, F, Seat extends string, A extends { type: string }, E> = {
  [T in A['type']]?: (ctx: Ctx<S, E>, frame: F, action: ActionOf<A, T>, seat: Seat) => void;
};

export interface StepHandler<S, F, Seat extends string, A extends { type: string }, E> {
  /** Runs an automatic step (returns null) or returns the decision this frame waits for. */
  step(ctx: Ctx<S, E>, frame: F): Prompt<Seat, A> | null;
  /** The frame's actions, one handler per action type. */
  on?: ActionTable<S, F, Seat, A, E>;
  /**
   * step() only reads the state (or pops its own frame): the driver may then run it inside the game's
   * read scope (`MachineSpec.readScope`), where indexes built once stay valid.
   */
  readsOnly?: boolean;
}

export type HandlerRegistry<
  S,
  F extends { kind: string },
  Seat extends string,
  A extends { type: string },
  E,
> = {
  [K in F['kind']]: StepHandler<S, Extract<F, { kind: K }>, Seat, A, E>;
};

export interface MachineSpec<
  S extends MachineState<F>,
  F extends { kind: string },
  Seat extends string,
  A extends { type: string },
  E,
> {
  /**
   * Read when the machine is made (createMachine): each handler's `step`, `readsOnly` and own `on`
   * entries are taken then, so a registry is complete and fixed before its machine is made.
   */
  handlers: HandlerRegistry<S, F, Seat, A, E>;
  /** The game is over: no decision is pending and nothing more happens. */
  isOver(state: S): boolean;
  /** The frame to run when the stack is empty (e.g. the next turn's start); null ends the game. */
  idle(state: S): F | null;
  /** A scope in which reading steps run (e.g. a board index); defaults to running the function. */
  readScope?<T>(state: S, run: () => T): T;
  /** Runs after the action's handler, before the automatic steps (checks that end a game at once). */
  afterAction?(ctx: Ctx<S, E>): void;
  /**
   * Runs once the automatic steps have reached the next decision point (or the end). Whatever it
   * changes that a decision may read must come with an event: when it emits none, `applyNext` hands
   * back the decision `advance` listed instead of listing it again.
   */
  afterAdvance?(ctx: Ctx<S, E>): void;
  /** A copy of the state to work on in a checked apply (default: structuredClone). */
  clone?(state: S): S;
  /**
   * Told when an apply starts and ends. Only rules code runs in between, so a game may keep what
   * its read scopes would check (a board index) in step with its own changes instead of checking it
   * again; `untouched` passes on the caller's promise (ApplyMode) that nothing else changed the
   * state since its previous apply. Applies may nest; `exit` follows every `enter`.
   */
  applyScope?: { enter(untouched: boolean): void; exit(): void };
}

/** How an action is applied: checked (listed, validated, transactional) or trusted (search, replay). */
export interface ApplyMode {
  /** The caller took the action from this state's current decisions: skip re-listing them. */
  trusted?: boolean;
  /** Work on a copy and commit it only if the rules code finishes (default for checked apply). */
  transactional?: boolean;
  /**
   * The state is as this machine's previous apply on it left it: the caller has changed nothing
   * since, not even by hand (a simulator's or a search's own loop). A game may then trust what it
   * kept from that apply (MachineSpec.applyScope). Never for a state edited or built by hand.
   */
  untouched?: boolean;
}

export type MachineApply<E> = { ok: true; events: E[] } | Rejection;

/** An applied action and the decision it stopped at (null once the game is over). */
export type MachineNext<Seat extends string, A, E> =
  | { ok: true; events: E[]; next: Prompt<Seat, A> | null }
  | Rejection;

/**
 * The modes of a loop that applies actions it took from the listing (a simulator, a search): in place
 * with no checks, and, after its first apply, with the state promised untouched in between.
 */
export const TRUSTED_IN_PLACE: ApplyMode = Object.freeze({ transactional: false, trusted: true });
export const TRUSTED_UNTOUCHED: ApplyMode = Object.freeze({
  transactional: false,
  trusted: true,
  untouched: true,
});

const MAX_AUTO_STEPS = 10_000;

/**
 * An empty list for an action's events, with room for four: most actions emit one to four, and the
 * first push onto `[]` makes room for seventeen (V8), the larger part of what an apply allocated.
 */
function newEvents<E>(): E[] {
  const events: (E | null)[] = [null, null, null, null];
  events.pop();
  events.pop();
  events.pop();
  events.pop();
  return events as E[];
}

/** The default apply mode (checked), shared rather than made per call. */
const CHECKED: ApplyMode = Object.freeze({});

export interface Machine<
  S extends MachineState<F>,
  F extends { kind: string },
  Seat extends string,
  A extends { type: string },
  E,
> {
  /** Runs automatic steps until a decision is needed; returns it (null when the game is over). */
  advance(ctx: Ctx<S, E>): Prompt<Seat, A> | null;
  /** The current decision, without changing the state. */
  prompt(state: S): Prompt<Seat, A> | null;
  /** Every seat that may act now with its legal actions ([] when the game is over). */
  decisions(state: S): Decision<Seat, A>[];
  /** The seat's legal actions now, or null when it has no decision. */
  decisionOf(state: S, seat: Seat): Decision<Seat, A> | null;
  /** Applies an action in place; a refused action leaves the state untouched. */
  apply(state: S, seat: Seat, action: A, mode?: ApplyMode): MachineApply<E>;
  /**
   * `apply`, also handing back the next decision (what `prompt` would list now), listed once: for
   * loops that apply and then ask for the next decision (the computer's playouts, the simulators).
   */
  applyNext(state: S, seat: Seat, action: A, mode?: ApplyMode): MachineNext<Seat, A, E>;
  /** Pushes frames so that the first one given runs first. */
  push(state: S, ...frames: F[]): void;
}

/** Pushes frames on a stack so that the first one given runs first. */
export function pushFrames<F>(stack: F[], frames: readonly F[]): void {
  for (let i = frames.length - 1; i >= 0; i--) stack.push(frames[i]!);
}

/** The decisions a prompt stands for, one per seat. */
export function choicesOf<Seat extends string, A>(p: Prompt<Seat, A>): SeatChoice<Seat, A>[] {
  return 'choices' in p ? p.choices : [{ seat: p.seat, actions: p.actions }];
}

/** An action's handler as the machine calls it. */
type RunAction<S, F, Seat extends string, A, E> = (ctx: Ctx<S, E>, f: F, a: A, seat: Seat) => void;

/** A frame kind's handler with what the machine reads of it at every step, in one shape for all kinds. */
interface RunHandler<S, F, Seat extends string, A extends { type: string }, E> {
  handler: StepHandler<S, F, Seat, A, E>;
  step: StepHandler<S, F, Seat, A, E>['step'];
  readsOnly: boolean;
  /** The handler's own action handlers by type (`on`'s own properties). */
  on: Map<string, RunAction<S, F, Seat, A, E>>;
}

function runHandler<S, F, Seat extends string, A extends { type: string }, E>(
  h: StepHandler<S, F, Seat, A, E>,
): RunHandler<S, F, Seat, A, E> {
  const on = new Map<string, RunAction<S, F, Seat, A, E>>();
  const table = h.on as Record<string, RunAction<S, F, Seat, A, E> | undefined> | undefined;
  if (table) {
    for (const type of Object.keys(table)) {
      const run = table[type];
      if (run !== undefined) on.set(type, run);
    }
  }
  return { handler: h, step: h.step, readsOnly: Boolean(h.readsOnly), on };
}

/** The handler of an action type at a frame: its own entry, else `on[type]` read as it always was. */
function actionHandler<S, F, Seat extends string, A extends { type: string }, E>(
  h: RunHandler<S, F, Seat, A, E>,
  type: string,
): RunAction<S, F, Seat, A, E> | undefined {
  const run = h.on.get(type);
  if (run !== undefined) return run;
  return (h.handler.on as Record<string, RunAction<S, F, Seat, A, E> | undefined> | undefined)?.[type];
}

export function createMachine<
  S extends MachineState<F>,
  F extends { kind: string },
  Seat extends string,
  A extends { type: string },
  E,
>(spec: MachineSpec<S, F, Seat, A, E>): Machine<S, F, Seat, A, E> {
  const handlers = spec.handlers as unknown as Record<string, StepHandler<S, F, Seat, A, E>>;
  const inScope = spec.readScope ?? (<T>(_s: S, run: () => T): T => run());
  const clone = spec.clone ?? ((s: S) => structuredClone(s));

  // Every frame kind's handler as the machine runs it, all in one shape (RunHandler) and looked up
  // in a Map: the handlers themselves have a shape each, so reading `step`, `readsOnly` and `on` off
  // them at every step went through V8's megamorphic caches.
  const kinds = new Map<string, RunHandler<S, F, Seat, A, E>>();
  for (const kind of Object.keys(handlers)) {
    const h = handlers[kind];
    if (h) kinds.set(kind, runHandler(h));
  }

  function handlerFor(frame: F): RunHandler<S, F, Seat, A, E> {
    const kind = frame.kind;
    const known = kinds.get(kind);
    if (known !== undefined) return known;
    // A kind the registry holds only through its prototype (or not at all): looked up as it always was.
    const h = handlers[kind];
    if (!h) throw new Error(`no step handler for frame ${kind}`);
    return runHandler(h);
  }

  function checkPrompt(p: Prompt<Seat, A>): Prompt<Seat, A> {
    // The one-seat form checked as it is: choicesOf would wrap it in a new list at every decision.
    if (!('choices' in p)) {
      if (p.actions.length === 0)
        throw new Error(`decision point ${p.point} has no legal action for ${p.seat}`);
      return p;
    }
    for (const c of p.choices) {
      if (c.actions.length === 0)
        throw new Error(`decision point ${p.point} has no legal action for ${c.seat}`);
    }
    if (p.choices.length === 0) throw new Error(`decision point ${p.point} names no seat`);
    return p;
  }

  // Automatic steps run by `advance` so far, against MAX_AUTO_STEPS (reset by each advance).
  let stepsRun = 0;
  // The action's context while its reading steps run in the read scope: one function handed to the
  // scope for every run instead of a closure made per run (saved and restored, should a step nest).
  let readCtx: Ctx<S, E> | null = null;
  // The handler advance found for the run's first frame: readSteps starts with it, not looking it up again.
  let readFirst: RunHandler<S, F, Seat, A, E> | null = null;
  const readStepsInScope = (): Prompt<Seat, A> | null => readSteps(readCtx!);
  // The same for prompt(): the state it lists, read by one function handed to the scope at every call.
  let promptState: S | null = null;
  const promptInScope = (): Prompt<Seat, A> | null => {
    const state = promptState!;
    const frame = state.stack[state.stack.length - 1]!;
    const h = handlerFor(frame);
    return h.step.call(h.handler, { state, events: [] }, frame);
  };

  /**
   * Runs reading steps one after another in one read scope: they change nothing a scope indexes
   * (they only read, or pop their own frame), so the index opened for the first serves the rest
   * (one check of it instead of one per step). Stops at a decision (returned), at a frame that
   * writes, at an empty stack or at the end of the game (null: `advance` goes on).
   */
  function readSteps(ctx: Ctx<S, E>): Prompt<Seat, A> | null {
    const s = ctx.state;
    let first = readFirst;
    readFirst = null;
    while (stepsRun < MAX_AUTO_STEPS && !spec.isOver(s)) {
      const frame = s.stack[s.stack.length - 1];
      if (!frame) return null;
      const h = first ?? handlerFor(frame);
      first = null;
      if (!h.readsOnly) return null;
      stepsRun++;
      const p = h.step.call(h.handler, ctx, frame);
      if (p) return p;
    }
    return null;
  }

  function advance(ctx: Ctx<S, E>): Prompt<Seat, A> | null {
    stepsRun = 0;
    while (stepsRun < MAX_AUTO_STEPS) {
      const s = ctx.state;
      if (spec.isOver(s)) return null;
      const frame = s.stack[s.stack.length - 1];
      if (!frame) {
        stepsRun++;
        const next = spec.idle(s);
        if (!next) return null;
        s.stack.push(next);
        continue;
      }
      const h = handlerFor(frame);
      let p: Prompt<Seat, A> | null;
      if (h.readsOnly) {
        const outer = readCtx;
        readCtx = ctx;
        readFirst = h;
        try {
          p = inScope(s, readStepsInScope);
        } finally {
          readCtx = outer;
          readFirst = null;
        }
      } else {
        stepsRun++;
        p = h.step.call(h.handler, ctx, frame);
      }
      if (p) return checkPrompt(p);
    }
    throw new Error('the state machine did not reach a decision point');
  }

  function prompt(state: S): Prompt<Seat, A> | null {
    if (spec.isOver(state)) return null;
    if (!state.stack[state.stack.length - 1]) return null;
    // The driver always leaves the stack on a decision frame, whose step() changes nothing.
    const outer = promptState;
    promptState = state;
    try {
      return inScope(state, promptInScope);
    } finally {
      promptState = outer;
    }
  }

  function decisions(state: S): Decision<Seat, A>[] {
    const p = prompt(state);
    return p ? choicesOf(p).map((c) => ({ seat: c.seat, point: p.point, actions: c.actions })) : [];
  }

  function decisionOf(state: S, seat: Seat): Decision<Seat, A> | null {
    return decisions(state).find((d) => d.seat === seat) ?? null;
  }

  function refuse(reason: Rejection['reason'], detail: string): Rejection {
    return { ok: false, reason, detail };
  }

  function applyNext(state: S, seat: Seat, action: A, mode: ApplyMode = CHECKED): MachineNext<Seat, A, E> {
    const scope = spec.applyScope;
    if (!scope) return applyInScope(state, seat, action, mode);
    scope.enter(mode.untouched === true);
    try {
      return applyInScope(state, seat, action, mode);
    } finally {
      scope.exit();
    }
  }

  function applyInScope(state: S, seat: Seat, action: A, mode: ApplyMode): MachineNext<Seat, A, E> {
    if (spec.isOver(state)) return refuse('game-over', 'the game is over');
    if (
      typeof action !== 'object' ||
      action === null ||
      typeof (action as { type?: unknown }).type !== 'string'
    )
      return refuse('malformed-action', 'an action is an object with a type');
    const frame = state.stack[state.stack.length - 1];
    if (!frame) return refuse('game-over', 'no decision is pending');
    const run = actionHandler(handlerFor(frame), action.type);
    if (!mode.trusted) {
      const p = prompt(state);
      if (!p) return refuse('game-over', 'no decision is pending');
      const mine = choicesOf(p).find((c) => c.seat === seat);
      if (!mine) {
        const who = choicesOf(p)
          .map((c) => c.seat)
          .join(', ');
        return refuse('not-your-decision', `${who} must decide (${p.point})`);
      }
      if (!mine.actions.some((a) => sameAction(a, action)))
        return refuse('illegal-action', `${action.type} is not legal at ${p.point}`);
    }
    if (!run) return refuse('illegal-action', `frame ${frame.kind} takes no ${action.type} action`);
    // A rule bug that throws must not leave a half-applied action: a checked apply works on a copy
    // and commits it at the end.
    const transactional = mode.transactional ?? !mode.trusted;
    const draft = transactional ? clone(state) : state;
    const ctx: Ctx<S, E> = { state: draft, events: newEvents<E>() };
    const top = draft.stack[draft.stack.length - 1]!;
    run(ctx, top, action, seat);
    spec.afterAction?.(ctx);
    let next = advance(ctx);
    const emitted = ctx.events.length;
    spec.afterAdvance?.(ctx);
    // afterAdvance changes what a decision reads only with an event (MachineSpec): list it again then.
    if (ctx.events.length !== emitted) next = prompt(draft);
    // Counted only now: dice rolled by the automatic steps that follow the action belong to it.
    draft.actionCount += 1;
    if (transactional) Object.assign(state, draft);
    return { ok: true, events: ctx.events, next };
  }

  function apply(state: S, seat: Seat, action: A, mode: ApplyMode = CHECKED): MachineApply<E> {
    const r = applyNext(state, seat, action, mode);
    return r.ok ? { ok: true, events: r.events } : r;
  }

  function push(state: S, ...frames: F[]): void {
    if (!spec.isOver(state)) pushFrames(state.stack, frames);
  }

  return { advance, prompt, decisions, decisionOf, apply, applyNext, push };
}
