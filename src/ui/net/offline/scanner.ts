// Reading a QR code with the phone's camera: getUserMedia for the back camera, then the
// browser's BarcodeDetector where it reads QR codes (Chrome on Android), else jsQR on frames drawn
// into a canvas (Firefox, Safari, desktop Chromium). jsQR is loaded with import() the first time
// it is needed, so it never weighs on the app's first load. Pasting the code's text is always
// offered next to the camera (see CodeRead.tsx): a camera refused or missing is not a dead end.

export type ScanProblem =
  /** No camera access in this browser (or the page is not served over https). */
  | 'unsupported'
  /** The player (or a setting) refused the camera. */
  | 'denied'
  /** No camera found. */
  | 'no-camera'
  /** The camera is busy (another app) or failed to start. */
  | 'in-use';

export class ScanError extends Error {
  constructor(
    readonly problem: ScanProblem,
    detail: string,
  ) {
    super(detail);
    this.name = 'ScanError';
  }
}

/** What the scanner does with each text it reads: true when it is the code wanted (scanning stops). */
export type OnScan = (text: string) => boolean | Promise<boolean>;

export interface Scanner {
  /** 'native' (BarcodeDetector) or 'jsqr'. */
  readonly decoder: 'native' | 'jsqr';
  stop(): void;
}

interface DetectedBarcode {
  rawValue: string;
}

interface BarcodeDetectorLike {
  detect(source: CanvasImageSource): Promise<DetectedBarcode[]>;
}

interface BarcodeDetectorClass {
  new (options: { formats: string[] }): BarcodeDetectorLike;
  getSupportedFormats(): Promise<string[]>;
}

type Decode = (video: HTMLVideoElement) => Promise<string | null>;

/** Frames a second to look at: enough to feel instant, little enough to keep a phone cool. */
const FRAME_MS = 120;
/** jsQR reads a frame scaled down to this width: a QR code filling a third of it still has 4 px modules. */
const JSQR_WIDTH = 640;
/** The same unusable text is reported again only after this long. */
const REPEAT_MS = 2_000;

async function nativeDecoder(): Promise<Decode | null> {
  const Detector = (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
  if (!Detector) return null;
  try {
    if (!(await Detector.getSupportedFormats()).includes('qr_code')) return null;
    const detector = new Detector({ formats: ['qr_code'] });
    return async (video) => (await detector.detect(video))[0]?.rawValue ?? null;
  } catch {
    return null;
  }
}

async function jsqrDecoder(): Promise<Decode> {
  const { default: jsQR } = await import('jsqr');
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) throw new ScanError('unsupported', 'no 2D canvas');
  return async (video) => {
    const w = video.videoWidth;
    const h = video.videoHeight;
    if (w === 0 || h === 0) return null;
    const scale = Math.min(1, JSQR_WIDTH / w);
    canvas.width = Math.round(w * scale);
    canvas.height = Math.round(h * scale);
    context.drawImage(video, 0, 0, canvas.width, canvas.height);
    const image = context.getImageData(0, 0, canvas.width, canvas.height);
    return jsQR(image.data, image.width, image.height, { inversionAttempts: 'dontInvert' })?.data ?? null;
  };
}

function cameraProblem(e: unknown): ScanError {
  const name = e instanceof DOMException || e instanceof Error ? e.name : '';
  const detail = e instanceof Error ? e.message : String(e);
  if (name === 'NotAllowedError' || name === 'SecurityError') return new ScanError('denied', detail);
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return new ScanError('no-camera', detail);
  return new ScanError('in-use', detail);
}

/**
 * Starts the back camera in `video` and reads QR codes until `onScan` accepts one or stop() is
 * called. Throws ScanError when the camera cannot be used.
 */
export async function startScanner(video: HTMLVideoElement, onScan: OnScan): Promise<Scanner> {
  const media = typeof navigator !== 'undefined' ? navigator.mediaDevices : undefined;
  if (!media?.getUserMedia) throw new ScanError('unsupported', 'no camera access (getUserMedia)');
  let stream: MediaStream;
  try {
    stream = await media.getUserMedia({
      video: { facingMode: { ideal: 'environment' }, width: { ideal: 1280 }, height: { ideal: 720 } },
      audio: false,
    });
  } catch (e) {
    throw cameraProblem(e);
  }
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | null = null;
  const stop = () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    for (const track of stream.getTracks()) track.stop();
    video.srcObject = null;
  };
  try {
    video.muted = true;
    video.playsInline = true;
    video.srcObject = stream;
    await video.play();
  } catch (e) {
    stop();
    throw cameraProblem(e);
  }
  const native = await nativeDecoder();
  let decode: Decode;
  try {
    decode = native ?? (await jsqrDecoder());
  } catch (e) {
    stop();
    throw e instanceof ScanError ? e : new ScanError('unsupported', String(e));
  }
  let last = '';
  let lastAt = 0;
  const tick = async () => {
    timer = null;
    if (stopped) return;
    try {
      const text = video.readyState >= 2 ? await decode(video) : null;
      if (stopped) return;
      const now = performance.now();
      if (text && (text !== last || now - lastAt > REPEAT_MS)) {
        last = text;
        lastAt = now;
        if (await onScan(text)) {
          stop();
          return;
        }
      }
    } catch {
      // A frame that cannot be read (the camera is starting, the page is hidden): try the next one.
    }
    if (!stopped) timer = setTimeout(() => void tick(), FRAME_MS);
  };
  void tick();
  return { decoder: native ? 'native' : 'jsqr', stop };
}
