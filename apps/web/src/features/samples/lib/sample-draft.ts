import {
  nestSubLibraries,
  SAMPLE_FIELDS,
  sanitizeIndex,
  subLibrariesToSubmit,
  upperLetters,
  validateSampleInfo,
  type BiologicalSample,
  type LaneRequest,
  type LibrarySample,
  type SampleFieldError,
  type SampleFieldSpec,
  type SampleInfoLists,
  type SampleListKind,
} from '@seqportal/contract';

/**
 * The editable form of an order's sample information in the /sample_input layer: four flat tables of text
 * cells (biological samples, libraries, sub-libraries, lanes). Cells stay text while the customer types, so a
 * half-typed "1." or a pasted "ACGTN" is kept as entered and reported, never silently changed; the shared
 * contract rules turn the tables into the request lists and report errors cell by cell.
 */
export interface DraftRow {
  /** Stable React key and error address; not sent. */
  id: string;
  cells: Record<string, string>;
}

export type SampleDraft = Record<SampleListKind, DraftRow[]>;

export const SAMPLE_LISTS: readonly SampleListKind[] = ['yb', 'wk', 'zwk', 'lane'];

export const SAMPLE_LIST_TITLES: Record<SampleListKind, string> = {
  yb: '生物样本',
  wk: '文库',
  zwk: '子文库',
  lane: 'Lane',
};

/** The sub-library table is flat here, so each row names its library; the contract nests them by this name. */
export const PARENT_LIBRARY_COLUMN = 'wkName';
export const PARENT_LIBRARY_LABEL = '所属文库';

export interface EditorColumn {
  key: string;
  label: string;
  /** The contract's field rule; absent for the parent-library column of sub-libraries. */
  field?: SampleFieldSpec;
  kind: SampleFieldSpec['kind'] | 'library';
  required: boolean;
}

export function editorColumns(list: SampleListKind): EditorColumn[] {
  const columns: EditorColumn[] = SAMPLE_FIELDS[list].map((field) => ({
    key: field.key,
    label: field.label,
    field,
    kind: field.kind,
    required: field.required,
  }));
  if (list === 'zwk') {
    columns.unshift({ key: PARENT_LIBRARY_COLUMN, label: PARENT_LIBRARY_LABEL, kind: 'library', required: true });
  }
  return columns;
}

// Drafts are kept in sessionStorage across reloads: a per-load prefix keeps new row ids apart from stored ones.
const ROW_ID_PREFIX = `r${Math.floor(Math.random() * 36 ** 4).toString(36)}-`;
let nextRowId = 1;

export function newRow(cells: Record<string, string> = {}): DraftRow {
  return { id: `${ROW_ID_PREFIX}${nextRowId++}`, cells };
}

export function emptyDraft(): SampleDraft {
  return { yb: [], wk: [], zwk: [], lane: [] };
}

/** What the customer's keystrokes may put into a cell: index fields keep only bases (spec part 2 section 5). */
export function filterTyped(column: EditorColumn, value: string): string {
  if (column.kind === 'index') return sanitizeIndex(value);
  if (column.field?.upperLetters) return upperLetters(value);
  if (column.kind === 'number') return value.replace(/[^\d.]/g, '');
  return value;
}

/**
 * Pasted cells: trimmed; index cells keep only bases, uppercased, as when typed (spec part 2 section 5: the
 * input is trimmed to valid characters). The caller tells the customer when a paste lost characters
 * (indexCharactersDropped), so a pasted "ACGT-N" does not turn into a shorter index unnoticed.
 */
export function filterPasted(column: EditorColumn, value: string): string {
  const trimmed = value.trim();
  if (column.kind === 'index') return sanitizeIndex(trimmed);
  return trimmed;
}

/** Whether pasting `value` into an index cell drops more than blanks and case (e.g. a dash or an N). */
export function indexCharactersDropped(column: EditorColumn, value: string): boolean {
  if (column.kind !== 'index') return false;
  return sanitizeIndex(value).length !== value.replace(/\s+/g, '').length;
}

function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'boolean') return value ? '是' : '否';
  if (typeof value === 'number' || typeof value === 'string') return String(value);
  return '';
}

function toRow(list: SampleListKind, source: Readonly<Record<string, unknown>>): DraftRow {
  const cells: Record<string, string> = {};
  for (const column of editorColumns(list)) cells[column.key] = cellText(source[column.key]);
  return newRow(cells);
}

/** Fills the tables from sample lists (a parsed sheet, or an existing order's samples). */
export function draftFromLists(lists: Partial<SampleInfoLists>): SampleDraft {
  const wkList = lists.wkList ?? [];
  return {
    yb: (lists.ybList ?? []).map((row) => toRow('yb', row as unknown as Record<string, unknown>)),
    wk: wkList.map((row) => toRow('wk', row as unknown as Record<string, unknown>)),
    zwk: wkList.flatMap((wk) =>
      (wk.zwkList ?? []).map((sub) => toRow('zwk', { ...sub, wkName: sub.wkName || wk.wkName })),
    ),
    lane: (lists.lanList ?? []).map((row) => toRow('lane', row as unknown as Record<string, unknown>)),
  };
}

/** The column the product select fills; a row holding nothing else is still blank (the code may be prefilled). */
export const PRODUCT_COLUMN = 'skuCode';

export function isBlank(row: DraftRow): boolean {
  return Object.entries(row.cells).every(([key, value]) => key === PRODUCT_COLUMN || value.trim() === '');
}

/** Rows added and left empty, over all four tables. */
export function blankRowCount(draft: SampleDraft): number {
  return SAMPLE_LISTS.reduce((count, list) => count + draft[list].filter(isBlank).length, 0);
}

/** Filled rows over all four tables: what would be sent. */
export function filledRowCount(draft: SampleDraft): number {
  return SAMPLE_LISTS.reduce((count, list) => count + draft[list].filter((row) => !isBlank(row)).length, 0);
}

/** The draft without its blank rows (saving drops them, and says so). */
export function withoutBlankRows(draft: SampleDraft): SampleDraft {
  return {
    yb: filledRows(draft.yb),
    wk: filledRows(draft.wk),
    zwk: filledRows(draft.zwk),
    lane: filledRows(draft.lane),
  };
}

/** A product of the order as the 产品编码 select offers it. */
export interface SampleProductOption {
  skuCode: string;
  /** '人全基因组重测序 30X（WGS-HU-30X）'; the bare code when the name is not known (an uploaded sheet). */
  label: string;
  kind: 'yb' | 'wk';
}

export function productOption(product: {
  skuCode: string;
  goodsName?: string;
  skuName?: string;
  kind: 'yb' | 'wk';
}): SampleProductOption {
  const name = [product.goodsName, product.skuName].filter((part) => part && part.trim() !== '').join(' ');
  return {
    skuCode: product.skuCode,
    label: name ? `${name}（${product.skuCode}）` : product.skuCode,
    kind: product.kind,
  };
}

/** The code a new or empty row of `list` gets by itself: the order's only product of that kind, else none. */
export function defaultProductCode(products: readonly SampleProductOption[], list: SampleListKind): string | null {
  if (list !== 'yb' && list !== 'wk') return null;
  const ofKind = products.filter((product) => product.kind === list);
  return ofKind.length === 1 ? ofKind[0]!.skuCode : null;
}

/** Fills the empty 产品编码 cells where the order has one product of the row's kind. */
export function fillProductCodes(draft: SampleDraft, products: readonly SampleProductOption[]): SampleDraft {
  const fill = (list: 'yb' | 'wk') => {
    const code = defaultProductCode(products, list);
    if (code === null) return draft[list];
    return draft[list].map((row) =>
      (row.cells[PRODUCT_COLUMN] ?? '').trim() === ''
        ? { ...row, cells: { ...row.cells, [PRODUCT_COLUMN]: code } }
        : row,
    );
  };
  return { ...draft, yb: fill('yb'), wk: fill('wk') };
}

/**
 * The tab the layer opens on: the first error's, else the first table with rows, else the kind of the order's
 * products (a biological-sample order opens on 生物样本, a library order on 文库).
 */
export function openingTab(
  draft: SampleDraft,
  errors: readonly CellError[],
  products: readonly SampleProductOption[],
): SampleListKind {
  const withRows = SAMPLE_LISTS.find((list) => draft[list].length > 0);
  return errors[0]?.list ?? withRows ?? products[0]?.kind ?? 'wk';
}

export interface FooterStatus {
  tone: 'error' | 'warning' | 'ok';
  text: string;
}

/**
 * The footer line under the tables: what is missing or in conflict, in words, and 样本信息已填写完整 only when
 * there are rows, no errors, no index conflict and nothing that would be dropped.
 */
export function footerStatus(input: {
  filledRows: number;
  errors: number;
  collisions: number;
  blankRows: number;
  withheldSubLibraries: number;
}): FooterStatus {
  const problems: string[] = [];
  const notes: string[] = [];
  if (input.filledRows === 0) problems.push('尚未填写样本信息，请添加行或从Excel粘贴');
  if (input.errors > 0) problems.push(`还有${input.errors}处需要修改`);
  if (input.collisions > 0) problems.push(`存在${input.collisions}处index冲突，请修改后再提交`);
  if (input.blankRows > 0) notes.push(`${input.blankRows}行空白行不会保存`);
  if (input.withheldSubLibraries > 0) notes.push(`${input.withheldSubLibraries}行子文库缺少子文库名称，不会提交`);
  if (problems.length > 0) return { tone: 'error', text: [...problems, ...notes].join('；') };
  if (notes.length > 0) return { tone: 'warning', text: notes.join('；') };
  return { tone: 'ok', text: '样本信息已填写完整' };
}

/** Rows added and never filled in are not samples: they are left out rather than reported as empty. */
function filledRows(rows: readonly DraftRow[]): DraftRow[] {
  return rows.filter((row) => !isBlank(row));
}

export interface CellError {
  rowId: string;
  list: SampleListKind;
  column: string;
  message: string;
}

export interface DraftCheck {
  /** The request lists; only to be sent when `errors` is empty. */
  lists: SampleInfoLists;
  /**
   * Filled sub-library rows left out of `lists` because at least one of them has no 子文库名称 (spec part 2
   * section 5: sub-library rows are sent only when every row has its name); 0 when they are all sent.
   */
  withheldSubLibraries: number;
  /** In table order, so the first one is what a toast announces. */
  errors: CellError[];
  /** errors by row id and column key, for cell highlighting. */
  byCell: ReadonlyMap<string, ReadonlyMap<string, string>>;
  /**
   * Addresses errors about `lists` (e.g. the server's answer to exactly these lists) to the table's cells, in
   * table order; errors naming no row of the lists are left out.
   */
  locate: (errors: readonly SampleFieldError[]) => CellError[];
}

/** Errors by row id and column key; the first message of a cell wins (its own rule before a cross-row one). */
export function errorsByCell(errors: readonly CellError[]): Map<string, Map<string, string>> {
  const byCell = new Map<string, Map<string, string>>();
  for (const error of errors) {
    const cells = byCell.get(error.rowId) ?? new Map<string, string>();
    if (!cells.has(error.column)) cells.set(error.column, error.message);
    byCell.set(error.rowId, cells);
  }
  return byCell;
}

/**
 * Checks the whole draft with the contract's rules (the ones the server applies) and maps every error back to
 * the cell it belongs to. Sub-libraries are nested into their libraries by name first; one whose library does
 * not exist is reported on its 所属文库 cell.
 */
export function checkDraft(draft: SampleDraft): DraftCheck {
  const yb = filledRows(draft.yb);
  const wk = filledRows(draft.wk);
  const zwk = filledRows(draft.zwk);
  const lane = filledRows(draft.lane);

  // Sub-libraries are sent only when every row has its name (the contract's subLibrariesToSubmit, spec part 2
  // section 5); otherwise none of them is checked or sent, and the layer says so next to the table.
  const namedZwk = subLibrariesToSubmit(zwk.map((row) => ({ row, zwkName: row.cells.zwkName ?? '' }))).map(
    (entry) => entry.row,
  );
  const withheldSubLibraries = zwk.length - namedZwk.length;
  const zwkRows = namedZwk.map((row) => ({ row, wkName: row.cells.wkName?.trim() ?? '' }));
  const nested = nestSubLibraries(
    wk.map((row) => ({ row, wkName: row.cells.wkName?.trim() ?? '' })),
    zwkRows,
  );
  // Where each nested sub-library sits, to address the contract's (wkRow, row) errors to a table row.
  const zwkAt = nested.wkList.map((library) => library.zwkList.map((sub) => sub.row.id));
  const rowsOf: Record<Exclude<SampleListKind, 'zwk'>, DraftRow[]> = { yb, wk, lane };

  const validation = validateSampleInfo({
    ybList: yb.map((row) => row.cells),
    wkList: nested.wkList.map((library) => ({
      ...library.row.cells,
      zwkList: library.zwkList.map((sub) => sub.row.cells),
    })),
    lanList: lane.map((row) => row.cells),
  });

  const inTableOrder = (entries: Array<{ order: number[]; error: CellError }>): CellError[] =>
    // Stable sort: within a row the contract's field order is kept.
    entries.sort((a, b) => compareKeys(a.order, b.order)).map((entry) => entry.error);

  const addressed = (errors: readonly SampleFieldError[]) =>
    errors.flatMap((error) => {
      const rowId = error.list === 'zwk' ? zwkAt[error.wkRow ?? -1]?.[error.row] : rowsOf[error.list][error.row]?.id;
      if (!rowId) return [];
      return [
        {
          order: orderKey(draft, error.list, rowId),
          error: { rowId, list: error.list, column: error.field, message: error.message },
        },
      ];
    });

  const orphans = nested.orphans.map((orphan) => {
    const name = orphan.wkName;
    return {
      order: orderKey(draft, 'zwk', orphan.row.id),
      error: {
        rowId: orphan.row.id,
        list: 'zwk' as const,
        column: PARENT_LIBRARY_COLUMN,
        message: name === '' ? `${PARENT_LIBRARY_LABEL}不能为空` : `${PARENT_LIBRARY_LABEL}${name}不存在`,
      },
    };
  });

  const errors = inTableOrder([...addressed(validation.errors), ...orphans]);
  return {
    lists: validation.value,
    withheldSubLibraries,
    errors,
    byCell: errorsByCell(errors),
    locate: (fieldErrors) => inTableOrder(addressed(fieldErrors)),
  };
}

function orderKey(draft: SampleDraft, list: SampleListKind, rowId: string): number[] {
  return [SAMPLE_LISTS.indexOf(list), draft[list].findIndex((row) => row.id === rowId)];
}

function compareKeys(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < Math.max(a.length, b.length); i += 1) {
    const diff = (a[i] ?? 0) - (b[i] ?? 0);
    if (diff !== 0) return diff;
  }
  return 0;
}

export type { BiologicalSample, LaneRequest, LibrarySample };
