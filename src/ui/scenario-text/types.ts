// The shape of a battle-notes translation: one entry per scenario id, lines in the English order.

export interface NotesTranslation {
  title: string;
  /** The victory lines, one per line of the scenario's `victory.text`. */
  victory: string[];
  /** The special rules, one per entry of the scenario's `specialRules`. */
  rules: string[];
  history?: string;
  setup?: string;
}

export type NotesTranslations = Readonly<Record<string, NotesTranslation>>;
