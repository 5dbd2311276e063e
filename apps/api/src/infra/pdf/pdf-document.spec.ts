import { decodeBarcodes, pdfFonts, pdfPageCount, pdfText, renderPages } from '../../../test/support/pdf-tools.js';
import { PdfWriter } from './pdf-document.js';

const COLUMNS = [
  { header: '序号', width: 30 },
  { header: '样本名称', width: 120 },
  { header: '条码', width: 160 },
];

async function longTable(rows: number): Promise<Buffer> {
  const pdf = await PdfWriter.create({ title: '测试文档' });
  pdf.title('样本信息单').keyValues([['送样单位', '上海示例生物科技有限公司']]);
  pdf.table(
    COLUMNS,
    Array.from({ length: rows }, (_, i) => [
      String(i + 1),
      `小鼠肝脏DNA-${i + 1}`,
      (writer, box) => writer.code128(`T2026${String(i + 1).padStart(4, '0')}`, { ...box, maxModule: 1 }),
    ]),
    { minRowHeight: 22 },
  );
  return pdf.finish();
}

describe('PdfWriter', () => {
  it('writes selectable Chinese text with the CJK font embedded as a subset', async () => {
    const pdf = await longTable(3);
    expect(pdfText(pdf)).toContain('上海示例生物科技有限公司');
    expect(pdfText(pdf)).toContain('小鼠肝脏DNA-3');
    const fonts = pdfFonts(pdf);
    expect(fonts).toEqual([expect.objectContaining({ embedded: true, subset: true })]);
    expect(fonts[0]!.name).toMatch(/^[A-Z]{6}\+WenQuanYiZenHei$/);
    // A subset of the 17 MB collection: the whole document stays small.
    expect(pdf.length).toBeLessThan(30_000);
  });

  it('breaks a long table across pages, repeating the header and numbering the pages', async () => {
    const pdf = await longTable(90);
    const pages = pdfPageCount(pdf);
    expect(pages).toBeGreaterThan(1);
    for (let page = 1; page <= pages; page += 1) {
      const text = pdfText(pdf, page);
      expect(text).toMatch(/序号\s+样本名称\s+条码/);
      // pdftotext drops the spaces between CJK and digits; compare without whitespace.
      expect(text.replace(/\s+/g, '')).toContain(`第${page}页/共${pages}页`);
    }
    const all = pdfText(pdf);
    for (let i = 1; i <= 90; i += 1) expect(all).toMatch(new RegExp(`小鼠肝脏DNA-${i}\\s`));
  });

  it('draws Code 128 and QR codes that a reader decodes', async () => {
    const writer = await PdfWriter.create({ title: '条码' });
    writer.code128('YB2026031000000042', { x: 60, y: 80, width: 220, height: 40 });
    writer.qr('https://seqportal.example/my_order/detail?orderNo=2026031000000042', { x: 320, y: 60, size: 90 });
    const [page] = renderPages(await writer.finish());
    const found = await decodeBarcodes(page!);
    expect(found).toEqual(
      expect.arrayContaining([
        { format: 'Code128', text: 'YB2026031000000042' },
        { format: 'QRCode', text: 'https://seqportal.example/my_order/detail?orderNo=2026031000000042' },
      ]),
    );
  });
});
