// A yes, or a no with the reason a player can read (e.g. why a unit may not gain ground).
export type Verdict = { ok: true } | { ok: false; why: string };
