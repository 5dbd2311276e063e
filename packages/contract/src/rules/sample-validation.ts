import type {
  BiologicalSample,
  LaneRequest,
  LibrarySample,
  SampleInfoLists,
  SubLibrary,
} from '../entities/sample-info.js';
import { validateIndex } from './index-sequence.js';

/*
 * Sample-input rules of spec part 2 section 5, shared by the /sample_input layer (cell highlighting while the
 * user types), the Excel import and the server (SubmitOrder, ModifyOrderSamples, SaveSyncProduct):
 * - required fields; a required number that is 0 or empty reads '{name}不能为空';
 * - number fields take non-negative numbers only ('{name}格式不正确' otherwise);
 * - i7/i5: 6-32 of A/C/G/T ('{name}格式不正确', '{name}不能少于6位');
 * - uppercase-limited fields (the index fields) keep letters only, uppercased, while typing;
 * - sub-library rows are sent only when every row has its name; sub-library type id 3 is free text.
 */

export type SampleListKind = 'yb' | 'wk' | 'zwk' | 'lane';
export type SampleFieldKind = 'text' | 'number' | 'index' | 'select' | 'boolean';

export interface SampleFieldSpec {
  key: string;
  /** The column title, also the {name} of the messages. */
  label: string;
  kind: SampleFieldKind;
  required: boolean;
  maxLength?: number;
  /** Numbers: whole numbers only (tubes, lanes). */
  integer?: boolean;
  /** Numbers: 0 is a valid value (PhiX share), so the field may be left at 0. */
  allowZero?: boolean;
  max?: number;
  /** Input filter while typing: letters only, uppercased. */
  upperLetters?: boolean;
  /** Choices of a select; the sheet template offers them as a validation list. */
  options?: readonly string[];
  /** A select that also takes text outside its options (sub-library type id 3). */
  freeText?: boolean;
  example: string | number | boolean;
}

/** Choices of a sub-library's type; id 3 is typed as free text instead of chosen (spec part 2 section 5). */
export const SUB_LIBRARY_TYPE_OPTIONS: ReadonlyArray<{ id: number; name: string; freeText?: true }> = [
  { id: 1, name: '单index文库' },
  { id: 2, name: '双index文库' },
  { id: 3, name: '其他（自定义）', freeText: true },
  { id: 4, name: '10x单细胞文库' },
];

export const SUB_LIBRARY_FREE_TEXT_TYPE_ID = 3;

export const BIOLOGICAL_SAMPLE_TYPES = ['DNA', 'RNA', '组织', '血液', '细胞', '粪便', '其他'] as const;
export const LIBRARY_TYPES = ['DNA文库', 'RNA文库', '扩增子文库', '单细胞文库', 'ATAC文库', '其他'] as const;

const NAME_MAX = 50;

export const SAMPLE_FIELDS: Readonly<Record<SampleListKind, readonly SampleFieldSpec[]>> = {
  yb: [
    { key: 'skuCode', label: '产品编码', kind: 'text', required: true, maxLength: 40, example: 'WGS-HU-30X' },
    { key: 'no', label: '样本编号', kind: 'text', required: false, maxLength: NAME_MAX, example: 'S001' },
    { key: 'name', label: '样本名称', kind: 'text', required: true, maxLength: NAME_MAX, example: 'LIVER-01' },
    {
      key: 'type',
      label: '样本类型',
      kind: 'select',
      required: true,
      options: BIOLOGICAL_SAMPLE_TYPES,
      example: 'DNA',
    },
    { key: 'species', label: '物种', kind: 'text', required: true, maxLength: NAME_MAX, example: '人' },
    { key: 'num', label: '管数', kind: 'number', required: true, integer: true, max: 1000, example: 1 },
  ],
  wk: [
    { key: 'skuCode', label: '产品编码', kind: 'text', required: true, maxLength: 40, example: 'LIB-NOVA-10G' },
    { key: 'name', label: '样本名称', kind: 'text', required: true, maxLength: NAME_MAX, example: 'LIVER-01' },
    { key: 'wkName', label: '文库名称', kind: 'text', required: true, maxLength: NAME_MAX, example: 'LIB-LIVER-01' },
    { key: 'type', label: '文库类型', kind: 'select', required: true, options: LIBRARY_TYPES, example: 'DNA文库' },
    { key: 'species', label: '物种', kind: 'text', required: true, maxLength: NAME_MAX, example: '人' },
    { key: 'num', label: '管数', kind: 'number', required: true, integer: true, max: 1000, example: 1 },
    { key: 'weight', label: '文库浓度(ng/μL)', kind: 'number', required: true, max: 100000, example: 5.2 },
    { key: 'dataSize', label: '数据量(G)', kind: 'number', required: true, max: 100000, example: 10 },
    { key: 'isLan', label: '是否包Lane', kind: 'boolean', required: false, example: false },
  ],
  zwk: [
    { key: 'zwkName', label: '子文库名称', kind: 'text', required: true, maxLength: NAME_MAX, example: 'LIVER-01-A' },
    {
      key: 'type',
      label: '子文库类型',
      kind: 'select',
      required: true,
      maxLength: NAME_MAX,
      options: SUB_LIBRARY_TYPE_OPTIONS.map((o) => o.name),
      freeText: true,
      example: '双index文库',
    },
    { key: 'indexi7', label: 'i7 index', kind: 'index', required: true, upperLetters: true, example: 'CCGCGGTT' },
    { key: 'indexi5', label: 'i5 index', kind: 'index', required: false, upperLetters: true, example: 'AGCGCTAG' },
  ],
  lane: [
    { key: 'lanId', label: 'Lane编号', kind: 'text', required: true, maxLength: 40, example: 'L20250101-1' },
    { key: 'wkName', label: '文库名称', kind: 'text', required: true, maxLength: NAME_MAX, example: 'LIB-LIVER-01' },
    { key: 'num', label: 'Lane数', kind: 'number', required: true, integer: true, max: 100, example: 1 },
    { key: 'phix', label: 'PhiX比例(%)', kind: 'number', required: false, allowZero: true, max: 100, example: 1 },
  ],
};

export function sampleField(kind: SampleListKind, key: string): SampleFieldSpec | undefined {
  return SAMPLE_FIELDS[kind].find((field) => field.key === key);
}

/** The uppercase-limited input filter: letters only, uppercased (digits, spaces and dashes are dropped). */
export function upperLetters(raw: string | null | undefined): string {
  return (raw ?? '').toUpperCase().replace(/[^A-Z]/g, '');
}

export type FieldValue = string | number | boolean;

export interface FieldCheck {
  /** The value to keep: trimmed text, a number, an uppercased index, a boolean. */
  value: FieldValue;
  error: string | null;
}

const TRUE_WORDS = new Set(['是', 'true', 'yes', 'y', '1']);
const FALSE_WORDS = new Set(['否', 'false', 'no', 'n', '0', '']);

function asText(raw: unknown): string {
  if (raw === null || raw === undefined) return '';
  if (typeof raw === 'string') return raw.trim();
  if (typeof raw === 'number' || typeof raw === 'boolean') return String(raw);
  return '';
}

/**
 * Checks one cell against its field. The same function answers the layer's cell highlight and the server,
 * so a value the page accepts is never refused by the server for a different reason.
 */
export function checkSampleField(field: SampleFieldSpec, raw: unknown): FieldCheck {
  const name = field.label;
  switch (field.kind) {
    case 'number':
      return checkNumber(field, raw);
    case 'boolean': {
      if (typeof raw === 'boolean') return { value: raw, error: null };
      const word = asText(raw).toLowerCase();
      if (TRUE_WORDS.has(word)) return { value: true, error: null };
      if (FALSE_WORDS.has(word)) return { value: false, error: null };
      return { value: false, error: `${name}格式不正确` };
    }
    case 'index': {
      const checked = validateIndex(asText(raw), name, { required: field.required });
      return { value: checked.value, error: checked.error };
    }
    case 'select':
    case 'text': {
      const text = asText(raw);
      if (text === '') return { value: '', error: field.required ? `${name}不能为空` : null };
      if (field.maxLength !== undefined && text.length > field.maxLength) {
        return { value: text, error: `${name}不能超过${field.maxLength}个字符` };
      }
      if (field.kind === 'select' && field.options && !field.freeText && !field.options.includes(text)) {
        return { value: text, error: `${name}格式不正确` };
      }
      return { value: text, error: null };
    }
  }
}

function checkNumber(field: SampleFieldSpec, raw: unknown): FieldCheck {
  const name = field.label;
  const text = typeof raw === 'number' ? String(raw) : asText(raw);
  if (text === '') {
    return { value: 0, error: field.required ? `${name}不能为空` : null };
  }
  if (!/^\d+(\.\d+)?$/.test(text)) return { value: 0, error: `${name}格式不正确` };
  const value = Number(text);
  if (!Number.isFinite(value) || (field.integer && !Number.isInteger(value))) {
    return { value, error: `${name}格式不正确` };
  }
  if (value === 0 && field.required && !field.allowZero) return { value, error: `${name}不能为空` };
  if (field.max !== undefined && value > field.max) return { value, error: `${name}不能超过${field.max}` };
  return { value, error: null };
}

export interface SampleFieldError {
  list: SampleListKind;
  /** 0-based row in its list; for sub-libraries the row within the parent library's zwkList. */
  row: number;
  /** Sub-libraries: the parent library's row in wkList. */
  wkRow?: number;
  field: string;
  label: string;
  message: string;
}

/**
 * Body of a 400 for sample rows that break these rules (SubmitOrder, ModifyOrderSamples, SaveSyncProduct): every
 * error, so that the page can mark each cell.
 */
export interface SampleErrorsBody {
  errors: SampleFieldError[];
}

export interface SampleInfoInput {
  ybList?: readonly unknown[];
  wkList?: readonly unknown[];
  lanList?: readonly unknown[];
}

/** Rows arrive as JSON from clients: anything but an object counts as an empty row. */
function asRecord(row: unknown): Readonly<Record<string, unknown>> {
  return row !== null && typeof row === 'object' && !Array.isArray(row) ? (row as Record<string, unknown>) : {};
}

export interface SampleInfoValidation {
  /** Normalised lists (trimmed text, numbers, uppercased indexes); meaningful when `errors` is empty. */
  value: SampleInfoLists;
  errors: SampleFieldError[];
}

function checkRow(
  list: SampleListKind,
  row: Readonly<Record<string, unknown>>,
  index: number,
  errors: SampleFieldError[],
  wkRow?: number,
): Record<string, FieldValue> {
  const out: Record<string, FieldValue> = {};
  for (const field of SAMPLE_FIELDS[list]) {
    const checked = checkSampleField(field, row[field.key]);
    out[field.key] = checked.value;
    if (checked.error) {
      errors.push({
        list,
        row: index,
        ...(wkRow === undefined ? {} : { wkRow }),
        field: field.key,
        label: field.label,
        message: checked.error,
      });
    }
  }
  return out;
}

/** Checks one row of a list; the layer uses it to highlight the cells of the row being edited. */
export function validateSampleRow(list: SampleListKind, row: Readonly<Record<string, unknown>>): SampleFieldError[] {
  const errors: SampleFieldError[] = [];
  checkRow(list, row, 0, errors);
  return errors;
}

/**
 * Sub-library rows go out only when every row has its name (spec part 2 section 5): a table with a blank row
 * is an unfinished table, not a list with one sub-library fewer.
 */
export function subLibrariesToSubmit<T extends { zwkName?: unknown }>(rows: readonly T[]): T[] {
  return rows.every((row) => asText(row.zwkName) !== '') ? [...rows] : [];
}

/**
 * Validates and normalises the three lists with the per-field rules above plus the rules that span rows:
 * library names are unique in the order, sub-library names unique in their library, and every lane names a
 * library of the order. Errors come in list order (yb, wk with its sub-libraries, lanes), row by row.
 */
export function validateSampleInfo(input: SampleInfoInput): SampleInfoValidation {
  const errors: SampleFieldError[] = [];
  const ybList = (input.ybList ?? []).map(
    (row, i) => checkRow('yb', asRecord(row), i, errors) as unknown as BiologicalSample,
  );

  const wkNames = new Set<string>();
  const wkList = (input.wkList ?? []).map((raw, i) => {
    const row = asRecord(raw);
    const checked = checkRow('wk', row, i, errors) as unknown as Omit<LibrarySample, 'zwkList'>;
    const wkName = checked.wkName;
    if (wkName !== '' && wkNames.has(wkName)) {
      errors.push({ list: 'wk', row: i, field: 'wkName', label: '文库名称', message: `文库名称${wkName}重复` });
    }
    wkNames.add(wkName);
    const rawSubs: readonly unknown[] = Array.isArray(row.zwkList) ? row.zwkList : [];
    const zwkNames = new Set<string>();
    const zwkList = rawSubs.map((sub, j) => {
      const checkedSub = checkRow('zwk', asRecord(sub), j, errors, i) as unknown as SubLibrary;
      if (checkedSub.zwkName !== '' && zwkNames.has(checkedSub.zwkName)) {
        errors.push({
          list: 'zwk',
          row: j,
          wkRow: i,
          field: 'zwkName',
          label: '子文库名称',
          message: `子文库名称${checkedSub.zwkName}重复`,
        });
      }
      zwkNames.add(checkedSub.zwkName);
      return { ...checkedSub, wkName };
    });
    return {
      ...checked,
      goodsId: typeof row.goodsId === 'number' ? row.goodsId : 0,
      goodsCount: typeof row.goodsCount === 'number' ? row.goodsCount : 0,
      zwkList,
    } as LibrarySample;
  });

  const lanList = (input.lanList ?? []).map((row, i) => {
    const checked = checkRow('lane', asRecord(row), i, errors) as unknown as LaneRequest;
    if (checked.wkName !== '' && !wkNames.has(checked.wkName)) {
      errors.push({
        list: 'lane',
        row: i,
        field: 'wkName',
        label: '文库名称',
        message: `文库名称${checked.wkName}不存在`,
      });
    }
    return checked;
  });

  return { value: { ybList, wkList, lanList }, errors };
}

/**
 * Nests a flat zwkList (SaveSyncProduct sends one beside wkList) into the libraries by wkName. Rows naming no
 * library of the list are returned apart so that the caller can report them.
 */
export function nestSubLibraries<W extends { wkName?: unknown; zwkList?: unknown }, Z extends { wkName?: unknown }>(
  wkList: readonly W[],
  zwkList: readonly Z[],
): { wkList: Array<Omit<W, 'zwkList'> & { zwkList: Z[] }>; orphans: Z[] } {
  const byName = new Map<string, Z[]>();
  for (const wk of wkList) byName.set(asText(wk.wkName), []);
  const orphans: Z[] = [];
  for (const zwk of zwkList) {
    const bucket = byName.get(asText(zwk.wkName));
    if (bucket) bucket.push(zwk);
    else orphans.push(zwk);
  }
  return {
    wkList: wkList.map((wk) => {
      const own = Array.isArray(wk.zwkList) ? (wk.zwkList as Z[]) : [];
      return { ...wk, zwkList: [...own, ...(byName.get(asText(wk.wkName)) ?? [])] };
    }),
    orphans,
  };
}
