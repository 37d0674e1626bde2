// How a hosted save says that its guest pairs by QR codes (no signaling server): the store header's
// `extra.pairing`. The room record (`extra.net`, room.ts) is kept as for any hosted game; its code
// names the game in every offer, so a guest phone that pairs again gets its seat back.

export const OFFLINE_PAIRING = 'qr';

/** True for a hosted save whose guest pairs by QR codes: reopen it with resumeAnyOfflineHostSession. */
export function isOfflineHostSave(extra: Record<string, unknown> | undefined): boolean {
  return extra?.pairing === OFFLINE_PAIRING;
}
