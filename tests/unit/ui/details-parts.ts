// What a failure box shows (widgets/ErrorDetails): its text outside any Details, and each Details
// (open or not) with its text; the tests of "our words, the code's words under Details".

export interface DetailsParts {
  said: string;
  details: { open: boolean; text: string }[];
}

export function detailsParts(box: HTMLElement): DetailsParts {
  const copy = box.cloneNode(true) as HTMLElement;
  for (const d of copy.querySelectorAll('details')) d.remove();
  return {
    said: copy.textContent ?? '',
    details: [...box.querySelectorAll('details')].map((d) => ({ open: d.open, text: d.textContent ?? '' })),
  };
}
