// Taking a card out of a hand in place, without the list of removed cards `splice` makes.

/** Removes the first `card` from `hand` in place (as `hand.splice(hand.indexOf(card), 1)`). */
export function removeCard(hand: string[], card: string): void {
  const i = hand.indexOf(card);
  // splice(-1, 1) takes the last card: kept so, should a card not be in hand.
  const at = i < 0 ? hand.length - 1 : i;
  if (at < 0) return;
  for (let k = at + 1; k < hand.length; k++) hand[k - 1] = hand[k]!;
  hand.length -= 1;
}
