// A card just tapped in the hand: the side panel scrolls so that the button that plays it stands
// right under the pinned prompt, with the card's text after it. On a small phone the hand is taller
// than the panel and sits below the text: the tap otherwise left the text and its Play button
// scrolled away above (session 21, 360x740).

/** Gap between the pinned prompt and what follows it, in CSS pixels. */
const GAP = 8;
/** Of the card's text, at least this much must show for it to count as in sight, in CSS pixels. */
const TEXT_SEEN = 48;

/**
 * Scrolls the battle's side panel (`.game-side` in `root`) to the action bar (`.action-bar`) and the
 * card's text after it (`.card-detail`) when the bar is not wholly in sight or the text does not
 * start in sight; leaves the panel alone when they are.
 */
export function showReading(root: ParentNode): void {
  const side = root.querySelector('.game-side');
  const prompt = side?.querySelector('.prompt');
  const detail = side?.querySelector('.card-detail');
  if (!side || !prompt || !detail) return;
  const bar = side.querySelector('.action-bar') ?? detail;
  const panelBottom = side.getBoundingClientRect().bottom;
  const under = prompt.getBoundingClientRect().bottom + GAP;
  const barBox = bar.getBoundingClientRect();
  const textTop = detail.getBoundingClientRect().top;
  if (barBox.top >= under && barBox.bottom <= panelBottom && textTop + TEXT_SEEN <= panelBottom) return;
  side.scrollTop += barBox.top - under;
}
