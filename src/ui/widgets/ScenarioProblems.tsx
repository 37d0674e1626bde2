// Why a shipped battle cannot be opened (New game, the companion's setup): the validator's problems
// in the player's language, as the editor says them (src/ui/editor/problem-text.ts).

import { For, type JSX } from 'solid-js';
import type { ScenarioProblem } from '../../games/samurai-battles/scenario/format';
import { problemText } from '../editor/problem-text';

export function ScenarioProblems(props: {
  title: string;
  problems: readonly ScenarioProblem[];
}): JSX.Element {
  return (
    <section class="problems" role="alert">
      <h2>{props.title}</h2>
      <ul>
        <For each={props.problems}>{(p) => <li>{problemText(p)}</li>}</For>
      </ul>
    </section>
  );
}
