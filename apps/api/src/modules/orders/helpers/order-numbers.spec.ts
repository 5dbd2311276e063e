import { barcodeDataUrl, loadBarcodes } from './barcode.js';
import { barcodeNumber, orderDatePrefix, orderNumber, pickupInstant } from './order-numbers.js';

beforeAll(() => loadBarcodes());
describe('order numbers', () => {
  it('prefixes the id with the business date, which may differ from the UTC date', () => {
    // 17:30 UTC on 9 March is 01:30 on 10 March in Shanghai.
    expect(orderNumber(42, new Date('2026-03-09T17:30:00Z'), 'Asia/Shanghai')).toBe('2026031000000042');
    expect(orderNumber(123456789, new Date('2026-03-09T10:00:00Z'), 'Asia/Shanghai')).toBe('20260309123456789');
  });

  it('derives the barcode number from the order number', () => {
    expect(barcodeNumber('2026031000000042')).toBe('YB2026031000000042');
  });

  it('pads the id to eight digits and never cuts a longer one', () => {
    expect(orderNumber(1, new Date('2026-03-10T04:00:00Z'), 'Asia/Shanghai')).toBe('2026031000000001');
    expect(orderDatePrefix(new Date('2026-12-31T16:00:00Z'), 'Asia/Shanghai')).toBe('20270101');
  });

  it('reads a pickup time in the business time zone', () => {
    expect(pickupInstant('2026-03-10 09:30', 'Asia/Shanghai').toISOString()).toBe('2026-03-10T01:30:00.000Z');
    expect(pickupInstant('2026-03-10 16:05:59', 'Asia/Shanghai').toISOString()).toBe('2026-03-10T08:05:00.000Z');
    expect(pickupInstant('2026-03-10 00:30', 'Asia/Shanghai').toISOString()).toBe('2026-03-09T16:30:00.000Z');
    // Other zones work too, also across a DST switch's day.
    expect(pickupInstant('2026-07-01 10:00', 'Europe/Berlin').toISOString()).toBe('2026-07-01T08:00:00.000Z');
    expect(pickupInstant('2026-01-01 10:00', 'Europe/Berlin').toISOString()).toBe('2026-01-01T09:00:00.000Z');
  });
});

describe('barcode image', () => {
  it('renders a Code 128 SVG as a data URL', () => {
    const url = barcodeDataUrl('YB2026031000000042');
    expect(url).toMatch(/^data:image\/svg\+xml;base64,/);
    const svg = Buffer.from(url.split(',')[1]!, 'base64').toString('utf8');
    expect(svg).toContain('<svg');
    expect(svg).toContain('<path');
    // Different numbers draw different bars.
    expect(barcodeDataUrl('YB2026031000000043')).not.toBe(url);
  });
});
