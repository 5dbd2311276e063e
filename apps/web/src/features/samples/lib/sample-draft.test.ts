import { describe, expect, it } from 'vitest';
import {
  blankRowCount,
  checkDraft,
  defaultProductCode,
  draftFromLists,
  editorColumns,
  emptyDraft,
  filledRowCount,
  fillProductCodes,
  filterPasted,
  filterTyped,
  footerStatus,
  indexCharactersDropped,
  newRow,
  openingTab,
  productOption,
  withoutBlankRows,
  type SampleDraft,
} from './sample-draft';

const library = (cells: Record<string, string> = {}) =>
  newRow({
    skuCode: 'LIB-NOVA-10G',
    name: 'LIVER-01',
    wkName: 'LIB-1',
    type: 'DNA文库',
    species: '人',
    num: '1',
    weight: '5.2',
    dataSize: '10',
    isLan: '否',
    ...cells,
  });

const sub = (cells: Record<string, string> = {}) =>
  newRow({ wkName: 'LIB-1', zwkName: 'S1', type: '双index文库', indexi7: 'CCGCGGTT', indexi5: 'AGCGCTAG', ...cells });

const lane = (cells: Record<string, string> = {}) =>
  newRow({ lanId: 'L001', wkName: 'LIB-1', num: '1', phix: '1', ...cells });

function draftOf(parts: Partial<SampleDraft>): SampleDraft {
  return { ...emptyDraft(), ...parts };
}

const messagesOf = (draft: SampleDraft) => checkDraft(draft).errors.map((error) => error.message);

describe('checkDraft', () => {
  it('accepts a complete library order and nests sub-libraries into their library', () => {
    const check = checkDraft(
      draftOf({
        wk: [library()],
        zwk: [sub(), sub({ zwkName: 'S2', indexi7: 'TTATAACC', indexi5: 'GATATCGA' })],
        lane: [lane()],
      }),
    );
    expect(check.errors).toEqual([]);
    expect(check.lists.wkList).toHaveLength(1);
    expect(check.lists.wkList[0]).toMatchObject({ wkName: 'LIB-1', num: 1, weight: 5.2, dataSize: 10, isLan: false });
    expect(check.lists.wkList[0]!.zwkList.map((z) => [z.zwkName, z.indexi7, z.wkName])).toEqual([
      ['S1', 'CCGCGGTT', 'LIB-1'],
      ['S2', 'TTATAACC', 'LIB-1'],
    ]);
    expect(check.lists.lanList).toEqual([{ lanId: 'L001', wkName: 'LIB-1', num: 1, phix: 1 }]);
  });

  it("reports an empty required field as '{name}不能为空' on its cell", () => {
    const row = library({ species: '' });
    const check = checkDraft(draftOf({ wk: [row] }));
    expect(check.errors).toEqual([{ rowId: row.id, list: 'wk', column: 'species', message: '物种不能为空' }]);
    expect(check.byCell.get(row.id)?.get('species')).toBe('物种不能为空');
  });

  it("reads a required number of 0 as '{name}不能为空' and text in a number cell as '{name}格式不正确'", () => {
    expect(messagesOf(draftOf({ wk: [library({ num: '0', weight: 'abc' })] }))).toEqual([
      '管数不能为空',
      '文库浓度(ng/μL)格式不正确',
    ]);
  });

  it("checks i7/i5 with the index rules: '{name}格式不正确' and '{name}不能少于6位'", () => {
    expect(messagesOf(draftOf({ wk: [library()], zwk: [sub({ indexi7: 'ACGT-N' })] }))).toEqual(['i7 index格式不正确']);
    expect(messagesOf(draftOf({ wk: [library()], zwk: [sub({ indexi5: 'ACGTA' })] }))).toEqual(['i5 index不能少于6位']);
    expect(messagesOf(draftOf({ wk: [library()], zwk: [sub({ indexi7: 'A'.repeat(33) })] }))).toEqual([
      'i7 index格式不正确',
    ]);
    expect(messagesOf(draftOf({ wk: [library()], zwk: [sub({ indexi7: '' })] }))).toEqual(['i7 index不能为空']);
    // i5 is optional: single-indexed libraries leave it empty.
    expect(messagesOf(draftOf({ wk: [library()], zwk: [sub({ indexi5: '' })] }))).toEqual([]);
  });

  it('takes a typed sub-library type (type id 3) as free text', () => {
    expect(messagesOf(draftOf({ wk: [library()], zwk: [sub({ type: 'Hi-C文库' })] }))).toEqual([]);
  });

  it('sends no sub-library, and reports none, while one filled row has no name (spec part 2 section 5)', () => {
    // The named row has a bad index: it is not reported either, since nothing of the table is sent.
    const unnamed = sub({ zwkName: ' ', indexi7: 'TTATAACC' });
    const check = checkDraft(draftOf({ wk: [library()], zwk: [sub({ indexi7: 'AC' }), unnamed] }));
    expect(check.errors).toEqual([]);
    expect(check.withheldSubLibraries).toBe(2);
    expect(check.lists.wkList[0]!.zwkList).toEqual([]);
  });

  it('sends every sub-library once all rows are named', () => {
    const check = checkDraft(draftOf({ wk: [library()], zwk: [sub(), sub({ zwkName: 'S2', indexi7: 'TTATAACC' })] }));
    expect(check.withheldSubLibraries).toBe(0);
    expect(check.lists.wkList[0]!.zwkList.map((z) => z.zwkName)).toEqual(['S1', 'S2']);
  });

  it('reports a sub-library whose library does not exist on its 所属文库 cell', () => {
    const orphan = sub({ wkName: 'LIB-9' });
    const nameless = sub({ wkName: '', zwkName: 'S3' });
    const check = checkDraft(draftOf({ wk: [library()], zwk: [orphan, nameless] }));
    expect(check.errors).toEqual([
      { rowId: orphan.id, list: 'zwk', column: 'wkName', message: '所属文库LIB-9不存在' },
      { rowId: nameless.id, list: 'zwk', column: 'wkName', message: '所属文库不能为空' },
    ]);
  });

  it('reports cross-row rules of the contract: duplicate library names and lanes naming no library', () => {
    const second = library({ name: 'LIVER-02' });
    const stray = lane({ wkName: 'LIB-X' });
    const check = checkDraft(draftOf({ wk: [library(), second], lane: [stray] }));
    expect(check.errors).toEqual([
      { rowId: second.id, list: 'wk', column: 'wkName', message: '文库名称LIB-1重复' },
      { rowId: stray.id, list: 'lane', column: 'wkName', message: '文库名称LIB-X不存在' },
    ]);
  });

  it('lists errors in table order (lists, rows) and leaves untouched blank rows out', () => {
    const blank = newRow();
    const badLane = lane({ num: '' });
    const badSub = sub({ indexi7: 'AC' });
    const badBio = newRow({ skuCode: 'WGS-HU-30X', name: 'B1', type: 'DNA', species: '人', num: '' });
    const check = checkDraft(
      draftOf({ yb: [badBio, blank], wk: [library(), newRow()], zwk: [badSub], lane: [badLane] }),
    );
    expect(check.errors.map((error) => [error.list, error.message])).toEqual([
      ['yb', '管数不能为空'],
      ['zwk', 'i7 index不能少于6位'],
      ['lane', 'Lane数不能为空'],
    ]);
    expect(check.lists.ybList).toHaveLength(1);
    expect(check.lists.wkList).toHaveLength(1);
  });
});

describe('filterPasted', () => {
  const i7 = editorColumns('zwk').find((column) => column.key === 'indexi7')!;
  const name = editorColumns('zwk').find((column) => column.key === 'zwkName')!;

  it('trims a pasted index to its bases, uppercased, and says when more than blanks were dropped', () => {
    expect(filterPasted(i7, ' acgt-nacgt\t')).toBe('ACGTACGT');
    expect(indexCharactersDropped(i7, ' acgt-nacgt ')).toBe(true);
    expect(filterPasted(i7, ' ccgc ggtt ')).toBe('CCGCGGTT');
    expect(indexCharactersDropped(i7, ' ccgc ggtt ')).toBe(false);
  });

  it('only trims other text cells', () => {
    expect(filterPasted(name, ' S-1 ')).toBe('S-1');
    expect(indexCharactersDropped(name, 'S-1')).toBe(false);
  });
});

describe('filterTyped', () => {
  const [, , , i7] = editorColumns('zwk');
  const num = editorColumns('lane').find((column) => column.key === 'num')!;

  it('keeps only bases, uppercased, in index cells as the customer types', () => {
    expect(i7!.key).toBe('indexi7');
    expect(filterTyped(i7!, 'acg t-n1X')).toBe('ACGT');
  });

  it('keeps digits and the decimal point in number cells', () => {
    expect(filterTyped(num, '1２a.5')).toBe('1.5');
  });
});

describe('draftFromLists', () => {
  it('flattens sub-libraries with their library name and shows booleans as 是/否', () => {
    const draft = draftFromLists({
      wkList: [
        {
          goodsCount: 1,
          goodsId: 3,
          isLan: true,
          name: 'LIVER-01',
          skuCode: 'LIB-NOVA-10G',
          num: 1,
          species: '人',
          type: 'DNA文库',
          weight: 5,
          dataSize: 10,
          wkName: 'LIB-1',
          zwkList: [{ zwkName: 'S1', indexi7: 'CCGCGGTT', indexi5: '', type: '单index文库', wkName: '' }],
        },
      ],
      lanList: [{ lanId: 'L001', wkName: 'LIB-1', num: 1, phix: 0 }],
    });
    expect(draft.wk[0]!.cells).toMatchObject({ wkName: 'LIB-1', isLan: '是', weight: '5' });
    expect(draft.zwk[0]!.cells).toEqual({
      wkName: 'LIB-1',
      zwkName: 'S1',
      type: '单index文库',
      indexi7: 'CCGCGGTT',
      indexi5: '',
    });
    expect(draft.lane[0]!.cells).toEqual({ lanId: 'L001', wkName: 'LIB-1', num: '1', phix: '0' });
    expect(checkDraft(draft).errors).toEqual([]);
  });
});

describe('sample entry helpers', () => {
  const wgs = productOption({ skuCode: 'WGS-HU-30X', goodsName: '人全基因组重测序', skuName: '30X', kind: 'yb' });
  const lib = productOption({ skuCode: 'LIB-NOVA-10G', goodsName: 'NovaSeq文库测序', kind: 'wk' });

  it('labels a product by name and code, and by its code alone when the name is unknown', () => {
    expect(wgs.label).toBe('人全基因组重测序 30X（WGS-HU-30X）');
    expect(productOption({ skuCode: 'X-1', kind: 'wk' }).label).toBe('X-1');
  });

  it("fills empty product codes with the order's only product of the row's kind, and leaves typed ones", () => {
    const draft = { ...emptyDraft(), yb: [newRow({ name: 'A' }), newRow({ skuCode: 'OTHER', name: 'B' })] };
    const filled = fillProductCodes(draft, [wgs, lib]);
    expect(filled.yb.map((row) => row.cells.skuCode)).toEqual(['WGS-HU-30X', 'OTHER']);
    // Two products of a kind: the customer chooses.
    const two = productOption({ skuCode: 'WES-HU-100X', kind: 'yb' });
    expect(fillProductCodes(draft, [wgs, two]).yb[0]?.cells.skuCode).toBeUndefined();
    expect(defaultProductCode([wgs, lib], 'zwk')).toBeNull();
  });

  it("opens on the first error's tab, else the first table with rows, else the products' kind", () => {
    expect(openingTab(emptyDraft(), [], [wgs])).toBe('yb');
    expect(openingTab(emptyDraft(), [], [lib, wgs])).toBe('wk');
    expect(openingTab(emptyDraft(), [], [])).toBe('wk');
    const withLane = { ...emptyDraft(), lane: [newRow({ lanId: 'L1' })] };
    expect(openingTab(withLane, [], [wgs])).toBe('lane');
    expect(openingTab(withLane, [{ rowId: 'x', list: 'zwk', column: 'indexi7', message: 'm' }], [wgs])).toBe('zwk');
  });

  it('counts a row holding only the prefilled product as blank, and drops blank rows', () => {
    const draft = { ...emptyDraft(), yb: [newRow({ skuCode: 'WGS-HU-30X' }), newRow({ name: 'A', skuCode: '' })] };
    expect(blankRowCount(draft)).toBe(1);
    expect(filledRowCount(draft)).toBe(1);
    expect(withoutBlankRows(draft).yb.map((row) => row.cells.name)).toEqual(['A']);
  });

  it('says what is missing or in conflict in the footer, and 样本信息已填写完整 only when nothing is', () => {
    const clean = { filledRows: 2, errors: 0, collisions: 0, blankRows: 0, withheldSubLibraries: 0 };
    expect(footerStatus(clean)).toEqual({ tone: 'ok', text: '样本信息已填写完整' });
    expect(footerStatus({ ...clean, filledRows: 0 })).toEqual({
      tone: 'error',
      text: '尚未填写样本信息，请添加行或从Excel粘贴',
    });
    expect(footerStatus({ ...clean, collisions: 2 })).toEqual({
      tone: 'error',
      text: '存在2处index冲突，请修改后再提交',
    });
    expect(footerStatus({ ...clean, errors: 3, collisions: 1, blankRows: 1 }).text).toBe(
      '还有3处需要修改；存在1处index冲突，请修改后再提交；1行空白行不会保存',
    );
    expect(footerStatus({ ...clean, withheldSubLibraries: 2 })).toEqual({
      tone: 'warning',
      text: '2行子文库缺少子文库名称，不会提交',
    });
  });
});
