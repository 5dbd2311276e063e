import { TemplateType, validateSampleInfo } from '@seqportal/contract';
import { buildZip, minimalWorkbookParts } from '../../../../test/samples/support/zip-builder.js';
import {
  BIOLOGICAL_TITLES,
  LANE_TITLES,
  LIBRARY_TITLES,
  libraryRow,
  workbookBuffer,
} from '../../../../test/samples/support/sheet-builder.js';
import { readSampleSheet, SheetTooLongError, sortCellErrors } from './sample-sheet-reader.js';
import { buildSampleTemplate } from './sample-sheet-template.js';

const OPTIONS = { maxRows: 5000 };

async function readWithRuleErrors(buffer: Buffer) {
  const sheet = await readSampleSheet(buffer, OPTIONS);
  const { errors, value } = validateSampleInfo(sheet.input);
  const located = [...sheet.errors, ...errors.map((error) => ({ ...sheet.locate(error), message: error.message }))];
  return { sheet, value, errors: sortCellErrors(located, sheet.sheets) };
}

describe('readSampleSheet', () => {
  it('reads nothing from a fresh template: the example rows are skipped', async () => {
    const template = await buildSampleTemplate(
      TemplateType.Library,
      [{ skuCode: 'LIB-NOVA-10G', goodsName: '文库测序', skuName: '10G' }],
      { dataRows: 100 },
    );
    const sheet = await readSampleSheet(template, OPTIONS);
    expect(sheet.rowCount).toBe(0);
    expect(sheet.templateType).toBeNull();
  });

  it('groups sub-library rows into their libraries and reads the lanes', async () => {
    const buffer = await workbookBuffer([
      {
        name: '文库信息',
        rows: [
          LIBRARY_TITLES,
          libraryRow('LIB-01', 'LIB-01-A', 'CCGCGGTT', 'AGCGCTAG'),
          libraryRow('LIB-01', 'LIB-01-B', 'TTATAACC', 'GATATCGA'),
          libraryRow('LIB-02', 'LIB-02-A', 'GGACTTGG', 'CGCAGACG', { isLan: '是' }),
        ],
      },
      { name: 'Lane信息', rows: [LANE_TITLES, ['L0001', 'LIB-02', 1, 1]] },
    ]);
    const { sheet, value, errors } = await readWithRuleErrors(buffer);
    expect(errors).toEqual([]);
    expect(sheet.templateType).toBe(TemplateType.Library);
    expect(sheet.rowCount).toBe(4);
    expect(value.wkList.map((library) => [library.wkName, library.zwkList.map((sub) => sub.indexi7)])).toEqual([
      ['LIB-01', ['CCGCGGTT', 'TTATAACC']],
      ['LIB-02', ['GGACTTGG']],
    ]);
    expect(value.wkList[1]).toMatchObject({ isLan: true, weight: 5.2, dataSize: 10 });
    expect(value.lanList).toEqual([{ lanId: 'L0001', wkName: 'LIB-02', num: 1, phix: 1 }]);
  });

  it('names the row and column of each error', async () => {
    const buffer = await workbookBuffer([
      {
        name: '文库信息',
        rows: [
          LIBRARY_TITLES,
          libraryRow('LIB-01', 'LIB-01-A', 'CCGCGGTT', 'AGCGCTAG'),
          libraryRow('LIB-01', 'LIB-01-B', 'TTATAACN', 'GATATCGA'),
          libraryRow('LIB-02', 'LIB-02-A', 'GGACT', 'CGCAGACG', { num: 0 }),
        ],
      },
    ]);
    const { errors } = await readWithRuleErrors(buffer);
    expect(errors).toEqual([
      { sheet: '文库信息', row: 3, column: 'L', title: 'i7 index', message: 'i7 index格式不正确' },
      { sheet: '文库信息', row: 4, column: 'F', title: '管数', message: '管数不能为空' },
      { sheet: '文库信息', row: 4, column: 'L', title: 'i7 index', message: 'i7 index不能少于6位' },
    ]);
  });

  it('takes merged library cells (blank below the first row) as the same library', async () => {
    const continuation = ['', '', '', '', '', '', '', '', '', 'LIB-01-B', '双index文库', 'TTATAACC', 'GATATCGA'];
    const buffer = await workbookBuffer([
      {
        name: '文库信息',
        rows: [LIBRARY_TITLES, libraryRow('LIB-01', 'LIB-01-A', 'CCGCGGTT', 'AGCGCTAG'), continuation],
      },
    ]);
    const { value, errors } = await readWithRuleErrors(buffer);
    expect(errors).toEqual([]);
    expect(value.wkList).toHaveLength(1);
    expect(value.wkList[0]?.zwkList.map((sub) => sub.zwkName)).toEqual(['LIB-01-A', 'LIB-01-B']);
  });

  it('reports library values that disagree between the rows of one library', async () => {
    const buffer = await workbookBuffer([
      {
        name: '文库信息',
        rows: [
          LIBRARY_TITLES,
          libraryRow('LIB-01', 'LIB-01-A', 'CCGCGGTT', 'AGCGCTAG'),
          libraryRow('LIB-01', 'LIB-01-B', 'TTATAACC', 'GATATCGA', { species: '小鼠' }),
        ],
      },
    ]);
    const { errors } = await readWithRuleErrors(buffer);
    expect(errors).toEqual([
      { sheet: '文库信息', row: 3, column: 'E', title: '物种', message: '同一文库的物种不一致' },
    ]);
  });

  it('finds columns by title in any order, below a title line, with full-width brackets and without the * marks', async () => {
    const titles = ['样本类型', '物种', '管数', '样本名称', '产品编码', '样本编号'];
    const buffer = await workbookBuffer([
      { name: 'Sheet1', rows: [['华东区 2025 年样本'], titles, ['DNA', '人', '2', 'LIVER-01', 'WGS-HU-30X', 'S1']] },
    ]);
    const { sheet, value, errors } = await readWithRuleErrors(buffer);
    expect(errors).toEqual([]);
    expect(sheet.templateType).toBe(TemplateType.Sample);
    expect(value.ybList).toEqual([
      { skuCode: 'WGS-HU-30X', no: 'S1', name: 'LIVER-01', type: 'DNA', species: '人', num: 2 },
    ]);
    expect(BIOLOGICAL_TITLES).toContain('管数*');
  });

  it('reads rich text, numbers stored as text and formulas the way WPS and Excel save them', async () => {
    const buffer = await workbookBuffer([
      {
        name: '文库信息',
        rows: [
          LIBRARY_TITLES,
          libraryRow('LIB-01', 'LIB-01-A', 'CCGCGGTT', 'AGCGCTAG', {
            name: { richText: [{ text: 'LIVER' }, { font: { bold: true }, text: '-01' }] },
            num: '1',
            weight: { formula: '2.6*2', result: 5.2 },
            dataSize: ' 10 ',
          }),
        ],
      },
    ]);
    const { value, errors } = await readWithRuleErrors(buffer);
    expect(errors).toEqual([]);
    expect(value.wkList[0]).toMatchObject({ name: 'LIVER-01', num: 1, weight: 5.2, dataSize: 10 });
  });

  it('reads inline strings from a hand-made workbook whose sheet is not where the reader looks for its name', async () => {
    const inline = (ref: string, text: string) => `<c r="${ref}" t="inlineStr"><is><t>${text}</t></is></c>`;
    const titles = LIBRARY_TITLES.map((title, i) => inline(`${String.fromCharCode(65 + i)}1`, title)).join('');
    const values = ['LIB-NOVA-10G', 'LIVER-01', 'LIB-01', 'DNA文库', '人'].map((v, i) =>
      inline(`${String.fromCharCode(65 + i)}2`, v),
    );
    const numbers = ['<c r="F2"><v>1</v></c>', '<c r="G2"><v>5.2</v></c>', '<c r="H2"><v>10</v></c>'];
    const rest = [
      inline('I2', '否'),
      inline('J2', 'LIB-01-A'),
      inline('K2', '双index文库'),
      inline('L2', 'CCGCGGTT'),
      inline('M2', 'AGCGCTAG'),
    ];
    const sheetXml =
      '<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>' +
      `<row r="1">${titles}</row><row r="2">${[...values, ...numbers, ...rest].join('')}</row></sheetData></worksheet>`;
    const { value, errors } = await readWithRuleErrors(buildZip(minimalWorkbookParts(sheetXml)));
    expect(errors).toEqual([]);
    expect(value.wkList[0]).toMatchObject({
      wkName: 'LIB-01',
      weight: 5.2,
      zwkList: [{ indexi7: 'CCGCGGTT', indexi5: 'AGCGCTAG' }],
    });
  });

  it('stops at the row cap', async () => {
    const rows = [
      LIBRARY_TITLES,
      ...Array.from({ length: 6 }, (_, i) => libraryRow(`LIB-${i}`, `S-${i}`, 'CCGCGGTT', '')),
    ];
    const buffer = await workbookBuffer([{ name: '文库信息', rows }]);
    await expect(readSampleSheet(buffer, { maxRows: 5 })).rejects.toBeInstanceOf(SheetTooLongError);
    expect((await readSampleSheet(buffer, { maxRows: 6 })).rowCount).toBe(6);
  });
});
