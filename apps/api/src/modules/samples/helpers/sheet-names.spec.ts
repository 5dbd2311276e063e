import { readFileSync } from 'node:fs';
import { buildZip, minimalWorkbookParts } from '../../../../test/samples/support/zip-builder.js';
import { sheetNamesByFile } from './sheet-names.js';

describe('sheetNamesByFile', () => {
  it('reads the names of a LibreOffice-saved workbook', () => {
    const buffer = readFileSync(
      new URL('../../../../test/samples/fixtures/library-sheet.libreoffice.xlsx', import.meta.url),
    );
    expect([...sheetNamesByFile(buffer)]).toEqual([
      ['1', '文库信息'],
      ['2', 'Lane信息'],
    ]);
  });

  it('follows absolute relationship targets', () => {
    const zip = buildZip(minimalWorkbookParts('<worksheet/>'));
    expect(sheetNamesByFile(zip).get('1')).toBe('文库信息');
  });

  it('unescapes names and accepts prefixed elements', () => {
    const parts = minimalWorkbookParts('<worksheet/>').map((part) =>
      part.name === 'xl/workbook.xml'
        ? {
            ...part,
            data: Buffer.from(
              '<x:workbook xmlns:x="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:rel="http://schemas.openxmlformats.org/officeDocument/2006/relationships">' +
                '<x:sheets><x:sheet name="R&amp;D 样本" sheetId="7" rel:id="rId1"/></x:sheets></x:workbook>',
            ),
          }
        : part,
    );
    expect(sheetNamesByFile(buildZip(parts)).get('1')).toBe('R&D 样本');
  });

  it('answers no names when the parts are missing', () => {
    expect(sheetNamesByFile(buildZip([{ name: '[Content_Types].xml', data: Buffer.from('<Types/>') }])).size).toBe(0);
  });
});
