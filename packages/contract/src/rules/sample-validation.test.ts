import { describe, expect, it } from 'vitest';
import {
  checkSampleField,
  nestSubLibraries,
  sampleField,
  SAMPLE_FIELDS,
  subLibrariesToSubmit,
  upperLetters,
  validateSampleInfo,
  validateSampleRow,
  type SampleFieldSpec,
} from './sample-validation.js';

const field = (list: 'yb' | 'wk' | 'zwk' | 'lane', key: string): SampleFieldSpec => {
  const spec = sampleField(list, key);
  if (!spec) throw new Error(`no field ${list}.${key}`);
  return spec;
};

const goodLibrary = () => ({
  skuCode: 'LIB-NOVA-10G',
  name: 'LIVER-01',
  wkName: 'LIB-01',
  type: 'DNA文库',
  species: '人',
  num: 1,
  weight: 5.2,
  dataSize: 10,
  isLan: false,
  zwkList: [
    { zwkName: 'LIB-01-A', type: '双index文库', indexi7: 'CCGCGGTT', indexi5: 'AGCGCTAG' },
    { zwkName: 'LIB-01-B', type: '双index文库', indexi7: 'TTATAACC', indexi5: 'GATATCGA' },
  ],
});

describe('checkSampleField', () => {
  it('answers {name}不能为空 for an empty required text', () => {
    expect(checkSampleField(field('yb', 'name'), '  ').error).toBe('样本名称不能为空');
    expect(checkSampleField(field('yb', 'species'), undefined).error).toBe('物种不能为空');
  });

  it('accepts an empty optional text', () => {
    expect(checkSampleField(field('yb', 'no'), '')).toEqual({ value: '', error: null });
  });

  it('trims text', () => {
    expect(checkSampleField(field('yb', 'name'), '  LIVER-01 ')).toEqual({ value: 'LIVER-01', error: null });
  });

  it('answers {name}不能为空 for a required number that is 0 or empty', () => {
    expect(checkSampleField(field('yb', 'num'), 0).error).toBe('管数不能为空');
    expect(checkSampleField(field('yb', 'num'), '0').error).toBe('管数不能为空');
    expect(checkSampleField(field('yb', 'num'), '').error).toBe('管数不能为空');
    expect(checkSampleField(field('wk', 'dataSize'), 0).error).toBe('数据量(G)不能为空');
  });

  it('answers {name}格式不正确 for a number that is not a non-negative number', () => {
    expect(checkSampleField(field('yb', 'num'), 'abc').error).toBe('管数格式不正确');
    expect(checkSampleField(field('yb', 'num'), -1).error).toBe('管数格式不正确');
    expect(checkSampleField(field('yb', 'num'), 1.5).error).toBe('管数格式不正确');
  });

  it('accepts decimals where the field is not a count, and numbers sent as text', () => {
    expect(checkSampleField(field('wk', 'weight'), '5.25')).toEqual({ value: 5.25, error: null });
    expect(checkSampleField(field('wk', 'dataSize'), 10)).toEqual({ value: 10, error: null });
  });

  it('accepts 0 for the optional PhiX share and caps it at 100', () => {
    expect(checkSampleField(field('lane', 'phix'), 0)).toEqual({ value: 0, error: null });
    expect(checkSampleField(field('lane', 'phix'), '')).toEqual({ value: 0, error: null });
    expect(checkSampleField(field('lane', 'phix'), 101).error).toBe('PhiX比例(%)不能超过100');
  });

  it('checks indexes with the index messages', () => {
    expect(checkSampleField(field('zwk', 'indexi7'), '').error).toBe('i7 index不能为空');
    expect(checkSampleField(field('zwk', 'indexi7'), 'CCGCGGTN').error).toBe('i7 index格式不正确');
    expect(checkSampleField(field('zwk', 'indexi7'), 'A'.repeat(33)).error).toBe('i7 index格式不正确');
    expect(checkSampleField(field('zwk', 'indexi7'), 'CCGCG').error).toBe('i7 index不能少于6位');
    expect(checkSampleField(field('zwk', 'indexi5'), 'agcgctag')).toEqual({ value: 'AGCGCTAG', error: null });
  });

  it('leaves i5 optional: single-indexed libraries have none', () => {
    expect(checkSampleField(field('zwk', 'indexi5'), '')).toEqual({ value: '', error: null });
  });

  it('refuses a value outside a select list', () => {
    expect(checkSampleField(field('yb', 'type'), '土壤').error).toBe('样本类型格式不正确');
    expect(checkSampleField(field('yb', 'type'), 'RNA').error).toBeNull();
  });

  it('takes free text as the sub-library type (type id 3)', () => {
    expect(checkSampleField(field('zwk', 'type'), 'Hi-C文库')).toEqual({ value: 'Hi-C文库', error: null });
    expect(checkSampleField(field('zwk', 'type'), '').error).toBe('子文库类型不能为空');
  });

  it('reads 是/否 and true/false as booleans', () => {
    expect(checkSampleField(field('wk', 'isLan'), '是').value).toBe(true);
    expect(checkSampleField(field('wk', 'isLan'), '否').value).toBe(false);
    expect(checkSampleField(field('wk', 'isLan'), true).value).toBe(true);
    expect(checkSampleField(field('wk', 'isLan'), '也许').error).toBe('是否包Lane格式不正确');
  });
});

describe('upperLetters', () => {
  it('keeps letters only, uppercased, so an N stays visible for the index check', () => {
    expect(upperLetters(' atcg-n 12 ')).toBe('ATCGN');
    expect(upperLetters(null)).toBe('');
  });

  it('is the input filter of the index fields only', () => {
    const limited = Object.values(SAMPLE_FIELDS)
      .flat()
      .filter((f) => f.upperLetters)
      .map((f) => f.key);
    expect(limited).toEqual(['indexi7', 'indexi5']);
  });
});

describe('subLibrariesToSubmit', () => {
  it('sends the rows when every row has its name', () => {
    const rows = [{ zwkName: 'A' }, { zwkName: 'B' }];
    expect(subLibrariesToSubmit(rows)).toEqual(rows);
  });

  it('sends nothing when a row has no name', () => {
    expect(subLibrariesToSubmit([{ zwkName: 'A' }, { zwkName: ' ' }])).toEqual([]);
  });
});

describe('validateSampleRow', () => {
  it('lists every failing cell of the row', () => {
    const errors = validateSampleRow('yb', { skuCode: 'WGS-HU-30X', name: '', type: 'DNA', species: '', num: 0 });
    expect(errors.map((e) => e.message)).toEqual(['样本名称不能为空', '物种不能为空', '管数不能为空']);
  });
});

describe('validateSampleInfo', () => {
  it('normalises a valid order', () => {
    const result = validateSampleInfo({
      wkList: [{ ...goodLibrary(), weight: '5.2', isLan: '是' }],
      lanList: [{ lanId: 'L1', wkName: 'LIB-01', num: 1, phix: 1 }],
    });
    expect(result.errors).toEqual([]);
    expect(result.value.wkList[0]).toMatchObject({ weight: 5.2, isLan: true, dataSize: 10 });
    expect(result.value.wkList[0]?.zwkList[0]).toMatchObject({ wkName: 'LIB-01', indexi7: 'CCGCGGTT' });
  });

  it('points each error at its list, row and field', () => {
    const bad = goodLibrary();
    bad.zwkList[1] = { zwkName: 'LIB-01-B', type: '双index文库', indexi7: 'TTAT', indexi5: 'GATATCGA' };
    const result = validateSampleInfo({
      ybList: [{ skuCode: 'X', name: 'a', type: 'DNA', species: '人', num: 1 }],
      wkList: [goodLibrary(), bad],
    });
    expect(result.errors).toEqual([
      { list: 'wk', row: 1, field: 'wkName', label: '文库名称', message: '文库名称LIB-01重复' },
      { list: 'zwk', row: 1, wkRow: 1, field: 'indexi7', label: 'i7 index', message: 'i7 index不能少于6位' },
    ]);
  });

  it('reports a duplicate sub-library name within its library', () => {
    const library = goodLibrary();
    library.zwkList[1] = { ...library.zwkList[1], zwkName: 'LIB-01-A' } as (typeof library.zwkList)[number];
    expect(validateSampleInfo({ wkList: [library] }).errors.map((e) => e.message)).toEqual(['子文库名称LIB-01-A重复']);
  });

  it('takes rows that are not objects (a client bug) as empty rows instead of failing', () => {
    const result = validateSampleInfo({ ybList: [null, 7, 'x'], wkList: [[]] });
    expect(result.errors.filter((e) => e.field === 'name').map((e) => [e.list, e.row])).toEqual([
      ['yb', 0],
      ['yb', 1],
      ['yb', 2],
      ['wk', 0],
    ]);
  });

  it('reports a lane naming a library that is not in the order', () => {
    const result = validateSampleInfo({
      wkList: [goodLibrary()],
      lanList: [{ lanId: 'L1', wkName: 'LIB-99', num: 1, phix: 0 }],
    });
    expect(result.errors).toEqual([
      { list: 'lane', row: 0, field: 'wkName', label: '文库名称', message: '文库名称LIB-99不存在' },
    ]);
  });
});

describe('nestSubLibraries', () => {
  it('moves flat sub-library rows into their library and returns the orphans', () => {
    const { wkList, orphans } = nestSubLibraries(
      [{ wkName: 'LIB-01', zwkList: [] }, { wkName: 'LIB-02' }],
      [
        { wkName: 'LIB-02', zwkName: 'b' },
        { wkName: 'LIB-01', zwkName: 'a' },
        { wkName: 'LIB-03', zwkName: 'c' },
      ],
    );
    expect(wkList.map((w) => w.zwkList.map((z) => z.zwkName))).toEqual([['a'], ['b']]);
    expect(orphans).toEqual([{ wkName: 'LIB-03', zwkName: 'c' }]);
  });
});
