import bwipjs from 'bwip-js';
import { barcodeDataUrl, code128Bars, loadBarcodes } from './barcode.js';

/** The bars bwip-js's own SVG renderer draws: vertical strokes, centre x and stroke width. */
function bwipBars(text: string): Array<[number, number]> {
  const svg = bwipjs.toSVG({ bcid: 'code128', text, scale: 2, height: 12, paddingwidth: 4, paddingheight: 2 });
  return [...svg.matchAll(/<path stroke="#000000" stroke-width="(\d+)" d="([^"]+)"/g)].flatMap(([, width, d]) =>
    [...d!.matchAll(/M(\d+) \d+L/g)].map(
      ([, centre]) => [Number(centre) - Number(width) / 2, Number(width)] as [number, number],
    ),
  );
}

beforeAll(() => loadBarcodes());
describe('barcode', () => {
  it.each(['YB2026112200000001', 'TY261122000001', 'TW261122000123', 'SC261122000042', 'yb-lower-case 7'])(
    'draws the same bars as bwip-js for %s',
    (text) => {
      const ours = code128Bars(text).sort((a, b) => a[0] - b[0]);
      expect(ours).toEqual(bwipBars(text).sort((a, b) => a[0] - b[0]));
    },
  );

  it('answers an SVG data URL with one filled path and the symbol size', () => {
    const url = barcodeDataUrl('YB2026112200000001');
    expect(url).toMatch(/^data:image\/svg\+xml;base64,/);
    const svg = Buffer.from(url.split(',')[1]!, 'base64').toString('utf8');
    expect(svg).toMatch(
      /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 328 76" width="328" height="76"><path fill="#000" d="M8 4h4v68h-4z/,
    );
  });
});
