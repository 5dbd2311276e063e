/**
 * Tells a barcode scanner from a person. A USB/Bluetooth scanner is a keyboard that types a whole code in a
 * few milliseconds per character and ends with Enter; people type ten times slower. The detector collects
 * characters that follow each other within `maxIntervalMs` and reports the code when Enter ends such a burst.
 * Pure (the caller passes the time) so that it is unit-testable without timers.
 */
export interface ScanDetectorOptions {
  /** Longest gap between two characters of one scan. Scanners stay under ~30 ms; people rarely under 80 ms. */
  maxIntervalMs?: number;
  /** Shortest code worth a lookup; shorter bursts are stray keys. */
  minLength?: number;
}

export const SCAN_MAX_INTERVAL_MS = 50;
export const SCAN_MIN_LENGTH = 4;

// Keys a scanner may send between characters (Shift for capitals) that neither add to nor break a burst.
const NEUTRAL_KEYS: ReadonlySet<string> = new Set(['Shift', 'CapsLock', 'Alt', 'Control', 'Meta', 'AltGraph']);

export class ScanDetector {
  private readonly maxIntervalMs: number;
  private readonly minLength: number;
  private buffer = '';
  private lastAt = Number.NEGATIVE_INFINITY;

  constructor(options: ScanDetectorOptions = {}) {
    this.maxIntervalMs = options.maxIntervalMs ?? SCAN_MAX_INTERVAL_MS;
    this.minLength = options.minLength ?? SCAN_MIN_LENGTH;
  }

  /** Characters collected so far in the current burst. */
  get pending(): string {
    return this.buffer;
  }

  /**
   * Feeds one keydown (`KeyboardEvent.key` and its time in ms). Answers the scanned code when this key is the
   * Enter that ends a scanner burst, otherwise null.
   */
  feed(key: string, at: number): string | null {
    if (NEUTRAL_KEYS.has(key)) return null;
    const gap = at - this.lastAt;
    if (key === 'Enter') {
      const code = this.buffer.trim();
      const isScan = code.length >= this.minLength && gap <= this.maxIntervalMs * 2;
      this.reset();
      return isScan ? code : null;
    }
    if (key.length !== 1) {
      // Arrows, Tab, Backspace...: a person is at the keyboard.
      this.reset();
      return null;
    }
    if (gap > this.maxIntervalMs) this.buffer = '';
    this.buffer += key;
    this.lastAt = at;
    return null;
  }

  reset(): void {
    this.buffer = '';
    this.lastAt = Number.NEGATIVE_INFINITY;
  }
}
