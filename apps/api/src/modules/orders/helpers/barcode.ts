import { lazyLibrary } from '../../../common/lazy/lazy-library.js';

/** bwip-js, loaded on first use: the services that show a barcode await loadBarcodes() first. */
const bwip = lazyLibrary('bwip-js', async () => (await import('bwip-js')).default);

/** Loads the Code 128 encoder that code128Bars and barcodeDataUrl need. */
export function loadBarcodes(): Promise<unknown> {
  return bwip.load();
}

/** Pixels per module (the narrowest bar), the quiet zone each side and the bars' height: a 12 mm symbol. */
const MODULE_PX = 2;
const QUIET_ZONE_PX = 8;
const BAR_HEIGHT_PX = 68;
const MARGIN_Y_PX = 4;

/**
 * The bars of a Code 128 symbol as [x, width] pairs in pixels, left to right. bwip-js encodes (code sets,
 * checksum); its own SVG renderer costs eight times the encoding (~0.8 ms), which every PayOrder and every
 * sample list paid, so the bars are drawn here.
 */
export function code128Bars(text: string): Array<[number, number]> {
  const [symbol] = bwip.get().raw('code128', text, '') as Array<{ sbs: number[] }>;
  const bars: Array<[number, number]> = [];
  let x = QUIET_ZONE_PX;
  // sbs alternates bar and space widths in modules, starting with a bar.
  symbol!.sbs.forEach((modules, index) => {
    if (index % 2 === 0) bars.push([x, modules * MODULE_PX]);
    x += modules * MODULE_PX;
  });
  return bars;
}

/**
 * The sample-delivery barcode as a Code 128 SVG data URL. SVG keeps it sharp when printed; the number is
 * printed beside it by the page, so the symbol carries no text.
 */
export function barcodeDataUrl(text: string): string {
  const bars = code128Bars(text);
  const [lastX, lastWidth] = bars[bars.length - 1]!;
  const width = lastX + lastWidth + QUIET_ZONE_PX;
  const height = BAR_HEIGHT_PX + 2 * MARGIN_Y_PX;
  const path = bars.map(([x, w]) => `M${x} ${MARGIN_Y_PX}h${w}v${BAR_HEIGHT_PX}h-${w}z`).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}"><path fill="#000" d="${path}"/></svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg, 'utf8').toString('base64')}`;
}
