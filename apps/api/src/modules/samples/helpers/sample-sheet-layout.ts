import {
  SAMPLE_FIELDS,
  TemplateType,
  type SampleFieldSpec,
  type SampleListKind,
  type TemplateTypeValue,
} from '@seqportal/contract';

/*
 * The layout of the sample sheets (the Excel templates and the import): which sheets, which columns in which
 * order. Columns are recognised by their title, not their position, so that a customer may reorder or insert
 * columns, and sheets by their header row, not their name, because some writers do not keep the name where the
 * streaming reader looks for it.
 */

export type SheetKind = 'biological' | 'library' | 'lane';

export interface SheetColumn {
  list: SampleListKind;
  field: SampleFieldSpec;
  /** Title in the template: the label, with '*' for a required column. */
  title: string;
  width: number;
}

export interface SheetLayout {
  kind: SheetKind;
  name: string;
  columns: readonly SheetColumn[];
}

const WIDTHS: Readonly<Record<string, number>> = {
  indexi7: 20,
  indexi5: 20,
  skuCode: 18,
  wkName: 18,
  zwkName: 18,
  lanId: 18,
};

function columnsOf(list: SampleListKind): SheetColumn[] {
  return SAMPLE_FIELDS[list].map((field) => ({
    list,
    field,
    title: field.required ? `${field.label}*` : field.label,
    width: WIDTHS[field.key] ?? Math.max(12, field.label.length * 2 + 4),
  }));
}

/** One row per sub-library; the library's own columns repeat (or stay blank) on its further rows. */
export const LIBRARY_SHEET: SheetLayout = {
  kind: 'library',
  name: '文库信息',
  columns: [...columnsOf('wk'), ...columnsOf('zwk')],
};
export const LANE_SHEET: SheetLayout = { kind: 'lane', name: 'Lane信息', columns: columnsOf('lane') };
export const BIOLOGICAL_SHEET: SheetLayout = { kind: 'biological', name: '样本信息', columns: columnsOf('yb') };

export const INSTRUCTIONS_SHEET_NAME = '填写说明';
export const OPTIONS_SHEET_NAME = '选项';

export const LAYOUTS: readonly SheetLayout[] = [LIBRARY_SHEET, LANE_SHEET, BIOLOGICAL_SHEET];

export function layoutsFor(templateType: TemplateTypeValue): SheetLayout[] {
  return templateType === TemplateType.Sample ? [BIOLOGICAL_SHEET] : [LIBRARY_SHEET, LANE_SHEET];
}

/** The header rows of a sheet lie within its first rows; a title line above the header is allowed. */
export const HEADER_SEARCH_ROWS = 5;

/** Titles compare without the required mark, spaces and case, and with full-width brackets made ASCII. */
export function normaliseTitle(raw: string): string {
  return raw
    .replace(/[（]/g, '(')
    .replace(/[）]/g, ')')
    .replace(/[*＊\s]/g, '')
    .toLowerCase();
}

export interface HeaderMatch {
  layout: SheetLayout;
  /** Per column of the layout: its 1-based position in the sheet, or undefined when absent. */
  positions: Map<string, number>;
}

const key = (column: SheetColumn) => `${column.list}.${column.field.key}`;

export function columnKey(list: SampleListKind, field: string): string {
  return `${list}.${field}`;
}

/**
 * Which layout a row of titles is the header of: the one whose required columns are all present (optional
 * ones may be missing); the most specific match wins when several do.
 */
export function matchHeader(titles: readonly string[]): HeaderMatch | null {
  const byTitle = new Map<string, number>();
  titles.forEach((title, index) => {
    const normal = normaliseTitle(title);
    if (normal !== '' && !byTitle.has(normal)) byTitle.set(normal, index + 1);
  });
  let best: HeaderMatch | null = null;
  for (const layout of LAYOUTS) {
    const positions = new Map<string, number>();
    let missingRequired = false;
    for (const column of layout.columns) {
      const position = byTitle.get(normaliseTitle(column.field.label));
      if (position !== undefined) positions.set(key(column), position);
      else if (column.field.required) missingRequired = true;
    }
    if (missingRequired) continue;
    if (!best || positions.size > best.positions.size) best = { layout, positions };
  }
  return best;
}

/** 1 → A, 27 → AA. */
export function columnLetter(position: number): string {
  let letters = '';
  for (let n = position; n > 0; n = Math.floor((n - 1) / 26)) {
    letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  }
  return letters;
}
