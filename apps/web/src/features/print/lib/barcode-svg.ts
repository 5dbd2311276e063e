// Only the Code 128 encoder and the SVG drawing: bwip-js's toSVG() links every BWIPP symbology (about 1.4 MB of
// source), the named encoders let the bundler keep just the one the sheets print (issue 22).
import { code128, drawingSVG } from 'bwip-js/browser';

/**
 * A Code 128 of `text` as an SVG data URL, drawn in the browser with bwip-js (the same encoder the server's PDFs
 * use), so the printed page carries a vector barcode that scans at any zoom. '' when the text cannot be encoded.
 */
export function code128DataUrl(text: string): string {
  if (!text) return '';
  try {
    const svg = code128({ bcid: 'code128', text, scale: 2, height: 8, includetext: false }, drawingSVG());
    return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
  } catch {
    // bwip-js throws on characters Code 128 cannot carry; the send code is still printed as text beside it.
    return '';
  }
}
