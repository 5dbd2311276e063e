import { useEffect, useRef } from 'react';
import { ScanDetector, type ScanDetectorOptions } from './scan-detector';

/** Marks the scan box itself: it handles its own Enter, so the page-wide listener leaves it alone. */
export const SCAN_INPUT_ATTRIBUTE = 'data-scan-input';

function isEditable(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  const tag = target.tagName;
  if (tag === 'TEXTAREA' || tag === 'SELECT') return true;
  if (tag !== 'INPUT') return false;
  const type = (target as HTMLInputElement).type;
  return !['button', 'checkbox', 'radio', 'submit', 'reset', 'file', 'range', 'color'].includes(type);
}

/**
 * Listens to the whole page for scanner bursts, so a scan works wherever the focus is after a click on a step
 * button or on nothing at all. Keys typed into another field (the QC form) are left alone: a person is typing
 * there. The Enter that ends a scan is swallowed so it cannot also press a focused button.
 */
export function useBarcodeScanner(
  onScan: (code: string) => void,
  options: ScanDetectorOptions & { enabled?: boolean } = {},
): void {
  const { enabled = true, maxIntervalMs, minLength } = options;
  const onScanRef = useRef(onScan);
  useEffect(() => {
    onScanRef.current = onScan;
  }, [onScan]);

  useEffect(() => {
    if (!enabled) return undefined;
    const detector = new ScanDetector({ maxIntervalMs, minLength });
    const onKeyDown = (event: KeyboardEvent): void => {
      const target = event.target;
      if (target instanceof HTMLElement && target.hasAttribute(SCAN_INPUT_ATTRIBUTE)) return;
      if (isEditable(target) || event.ctrlKey || event.metaKey || event.altKey) {
        detector.reset();
        return;
      }
      const code = detector.feed(event.key, Date.now());
      if (code === null) return;
      event.preventDefault();
      event.stopPropagation();
      onScanRef.current(code);
    };
    // Capture phase: the Enter must be caught before a focused button turns it into a click.
    document.addEventListener('keydown', onKeyDown, true);
    return () => document.removeEventListener('keydown', onKeyDown, true);
  }, [enabled, maxIntervalMs, minLength]);
}
