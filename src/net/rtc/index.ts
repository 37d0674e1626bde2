// Two phones with no internet (issue 8): pairing by QR codes that carry WebRTC offers and answers,
// no signaling server. The public API of src/net/rtc for the UI.
//
//   host:  const game = await createOfflineHostSession({ setup, seed, hostSeat });
//          (a companion game: createOfflineHostSession({ game: companionNet, setup, seed, hostSeat }))
//          show game.pairing's offer code (pairingQr(code).svg()), then
//          await game.acceptAnswer(scannedAnswer); play through game.client
//          after a reload: await resumeAnyOfflineHostSession(saveId) (the save names its game;
//          a new offer is shown), or resumeOfflineHostSession(saveId, { game }) for a known game
//   guest: const game = await joinOffline(scannedOffer); show game.pairing's answer code;
//          play through game.client; after a drop, pairing asks for the host's new offer: useOffer
//
// See docs/net.md ("Two phones with no internet").

export {
  type CodeProblem,
  decodePairingCode,
  encodePairingCode,
  normalizeCode,
  PAIRING_VERSION,
  PairingCodeError,
  type PairingKind,
} from './code';
export type { PairingFailure } from './failure';
export {
  type GuestPairing,
  joinOffline,
  type OfflineGuestGame,
  type OfflineJoinOptions,
} from './guest-session';
export { createHostPairing, type HostPairing, type HostPairingControl } from './host-pairing';
export {
  type AnyOfflineHostGame,
  type CompanionOfflineHostGame,
  createOfflineHostSession,
  type OfflineHostGame,
  type OfflineHostOptions,
  type OfflineHostTuning,
  resumeAnyOfflineHostSession,
  resumeOfflineHostSession,
} from './host-session';
export { isOfflineHostSave, OFFLINE_PAIRING } from './offline-save';
export {
  type Answer,
  answerOffer,
  type CodeInfo,
  createOffer,
  DEFAULT_RTC,
  type Offer,
  PairingError,
  type PairingProblem,
  type RtcOptions,
  readOffer,
} from './pairing';
export { type PairingQr, pairingQr } from './qr';
