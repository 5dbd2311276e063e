import type { EventEmitter } from 'node:events';
import { Readable } from 'node:stream';
import type ExcelJS from 'exceljs';
import { loadExcelJs } from '../../../common/lazy/exceljs.js';
import {
  sampleField,
  TemplateType,
  type SampleFieldError,
  type SampleInfoInput,
  type SampleListKind,
  type TemplateTypeValue,
} from '@seqportal/contract';
import {
  columnKey,
  columnLetter,
  HEADER_SEARCH_ROWS,
  matchHeader,
  type HeaderMatch,
  type SheetColumn,
  type SheetLayout,
} from './sample-sheet-layout.js';
import { exampleValues } from './sample-sheet-example.js';
import { sheetNamesByFile } from './sheet-names.js';

/*
 * Reads a sample sheet with exceljs' streaming reader (rows are visited once and not kept as cell objects), and
 * turns its rows into the ybList/wkList/lanList of the sample rules, remembering for every value the row and
 * column it came from so that each error can name its cell. Cell values are normalised the same way whatever
 * wrote the file: Excel's and WPS's rich text, LibreOffice's and WPS's numbers stored as text, formulas with
 * cached results, merged cells (only the first cell carries the value) and full-width spaces.
 */

export interface CellLocation {
  sheet: string;
  row: number;
  /** Column letter, '' when the column is missing from the sheet. */
  column: string;
  title: string;
}

export interface SheetCellError extends CellLocation {
  message: string;
}

export class SheetTooLongError extends Error {
  constructor(readonly maxRows: number) {
    super(`more than ${maxRows} rows`);
    this.name = 'SheetTooLongError';
  }
}

type CellValue = string | number | boolean;
type RawRecord = Record<string, unknown>;

interface RowRef {
  sheet: string;
  row: number;
  header: HeaderMatch;
}

interface LibraryGroup {
  record: RawRecord;
  zwkList: RawRecord[];
  /** Where each library value was read (the first row that carried it). */
  fieldRows: Map<string, RowRef>;
  firstRow: RowRef;
  zwkRows: RowRef[];
}

export interface SampleSheet {
  templateType: TemplateTypeValue | null;
  input: Required<SampleInfoInput>;
  /** Data rows read, lane rows included (example and blank rows excluded). */
  rowCount: number;
  /** Errors found while reading: values of one library that disagree between its rows. */
  errors: SheetCellError[];
  /** Names of the sheets in file order, for sorting errors. */
  sheets: string[];
  /** The cell a rule error (from validateSampleInfo) points at. */
  locate(error: Pick<SampleFieldError, 'list' | 'row' | 'wkRow' | 'field'>): CellLocation;
}

/** A cell's value as text, number or boolean, whatever the writer chose to store. */
export function cellValue(value: unknown): CellValue {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' || typeof value === 'boolean') return value;
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    const object = value as {
      richText?: Array<{ text?: string }>;
      result?: unknown;
      formula?: string;
      sharedFormula?: string;
      text?: unknown;
      error?: string;
    };
    if (Array.isArray(object.richText))
      return object.richText
        .map((run) => run.text ?? '')
        .join('')
        .trim();
    if (object.formula !== undefined || object.sharedFormula !== undefined) return cellValue(object.result);
    if (object.text !== undefined) return cellValue(object.text);
  }
  return '';
}

const isBlank = (value: CellValue) => value === '';

function rowValues(row: ExcelJS.Row): CellValue[] {
  const values = row.values;
  const cells: CellValue[] = [];
  if (Array.isArray(values)) {
    // row.values is 1-based: index 0 is always empty.
    for (let i = 1; i < values.length; i += 1) cells.push(cellValue(values[i]));
  }
  return cells;
}

function pick(cells: readonly CellValue[], header: HeaderMatch, columns: readonly SheetColumn[]): RawRecord {
  const record: RawRecord = {};
  for (const column of columns) {
    const position = header.positions.get(columnKey(column.list, column.field.key));
    record[column.field.key] = position === undefined ? '' : (cells[position - 1] ?? '');
  }
  return record;
}

function sameValue(a: unknown, b: unknown): boolean {
  return String(a).trim().toUpperCase() === String(b).trim().toUpperCase();
}

function isExampleRow(cells: readonly CellValue[], header: HeaderMatch, layout: SheetLayout): boolean {
  const example = exampleValues(layout);
  return layout.columns.every((column, index) => {
    const position = header.positions.get(columnKey(column.list, column.field.key));
    const cell = position === undefined ? '' : (cells[position - 1] ?? '');
    return isBlank(cell) || sameValue(cell, example[index]);
  });
}

/** Collects the rows of every recognised sheet; the order of sheets in the file does not matter. */
class SheetCollector {
  readonly ybList: RawRecord[] = [];
  readonly ybRows: RowRef[] = [];
  readonly libraries: LibraryGroup[] = [];
  readonly lanList: RawRecord[] = [];
  readonly laneRows: RowRef[] = [];
  readonly errors: SheetCellError[] = [];
  readonly kinds = new Set<SheetLayout['kind']>();
  private readonly libraryByName = new Map<string, LibraryGroup>();
  private lastLibrary: LibraryGroup | null = null;
  rowCount = 0;

  constructor(private readonly maxRows: number) {}

  add(ref: RowRef, cells: readonly CellValue[]): void {
    const { layout } = ref.header;
    if (cells.every(isBlank) || isExampleRow(cells, ref.header, layout)) return;
    this.rowCount += 1;
    // The cap is on sample rows; lane rows (at most one per library and lane) have a cap of their own.
    if (
      layout.kind === 'lane' ? this.lanList.length >= this.maxRows : this.rowCount - this.lanList.length > this.maxRows
    ) {
      throw new SheetTooLongError(this.maxRows);
    }
    this.kinds.add(layout.kind);
    if (layout.kind === 'biological') {
      this.ybList.push(pick(cells, ref.header, layout.columns));
      this.ybRows.push(ref);
    } else if (layout.kind === 'lane') {
      this.lanList.push(pick(cells, ref.header, layout.columns));
      this.laneRows.push(ref);
    } else {
      this.addLibraryRow(ref, cells);
    }
  }

  private addLibraryRow(ref: RowRef, cells: readonly CellValue[]): void {
    const columns = ref.header.layout.columns;
    const library = pick(
      cells,
      ref.header,
      columns.filter((column) => column.list === 'wk'),
    );
    const sub = pick(
      cells,
      ref.header,
      columns.filter((column) => column.list === 'zwk'),
    );
    const wkName = String(library.wkName ?? '').trim();
    const group = this.groupFor(ref, wkName, library);
    for (const column of columns.filter((c) => c.list === 'wk')) {
      const value = library[column.field.key];
      if (value === '' || value === undefined) continue;
      const current = group.record[column.field.key];
      if (current === '' || current === undefined) {
        group.record[column.field.key] = value;
        group.fieldRows.set(column.field.key, ref);
      } else if (!sameValue(current, value)) {
        this.errors.push({
          ...locationOf(ref, 'wk', column.field.key, column.field.label),
          message: `同一文库的${column.field.label}不一致`,
        });
      }
    }
    if (Object.values(sub).some((value) => value !== '')) {
      group.zwkList.push(sub);
      group.zwkRows.push(ref);
    }
  }

  /**
   * The library a row belongs to: by its name; a row without a name continues the library above when its other
   * library cells are blank or the same (merged cells), otherwise it starts a library without a name, which the
   * rules then report.
   */
  private groupFor(ref: RowRef, wkName: string, library: RawRecord): LibraryGroup {
    const known = wkName === '' ? null : this.libraryByName.get(wkName);
    if (known) return (this.lastLibrary = known);
    const continues =
      wkName === '' &&
      this.lastLibrary !== null &&
      Object.entries(library).every(
        ([field, value]) => value === '' || sameValue(this.lastLibrary?.record[field] ?? '', value),
      );
    if (continues && this.lastLibrary) return this.lastLibrary;
    const group: LibraryGroup = {
      record: { ...library },
      zwkList: [],
      fieldRows: new Map(),
      firstRow: ref,
      zwkRows: [],
    };
    for (const [field, value] of Object.entries(library)) if (value !== '') group.fieldRows.set(field, ref);
    this.libraries.push(group);
    if (wkName !== '') this.libraryByName.set(wkName, group);
    this.lastLibrary = group;
    return group;
  }
}

function locationOf(ref: RowRef, list: SampleListKind, field: string, label: string): CellLocation {
  const position = ref.header.positions.get(columnKey(list, field));
  return { sheet: ref.sheet, row: ref.row, column: position === undefined ? '' : columnLetter(position), title: label };
}

export interface ReadSampleSheetOptions {
  maxRows: number;
}

/**
 * Reads a workbook that passed the zip guard. Throws SheetTooLongError past `maxRows` data rows; answers
 * templateType null when no sheet has a sample header.
 */
export async function readSampleSheet(buffer: Buffer, options: ReadSampleSheetOptions): Promise<SampleSheet> {
  const collector = new SheetCollector(options.maxRows);
  const names = sheetNamesByFile(buffer);
  const reader = new (await loadExcelJs()).stream.xlsx.WorkbookReader(Readable.from([buffer]), {
    entries: 'emit',
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'ignore',
    worksheets: 'emit',
  });
  // The reader announces each worksheet's file number just before it hands the worksheet over.
  let sheetFile = '';
  (reader as unknown as EventEmitter).on('entry', (entry: { type: string; id?: string }) => {
    if (entry.type === 'worksheet') sheetFile = String(entry.id ?? '');
  });
  // exceljs reads the workbook part's model to name sheets and now and then reads a sheet before that model is
  // set (then it throws); names come from sheetNamesByFile instead, so an empty model is enough for it.
  let model: unknown;
  Object.defineProperty(reader, 'model', {
    configurable: true,
    get: () => model ?? { sheets: [] },
    set: (value: unknown) => {
      model = value;
    },
  });
  const sheets: string[] = [];
  for await (const worksheet of reader) {
    const sheet = names.get(sheetFile) ?? `Sheet${sheetFile || sheets.length + 1}`;
    sheets.push(sheet);
    let header: HeaderMatch | null = null;
    // Every row is read even from sheets that are not sample sheets: the zip stream must be consumed in order.
    for await (const row of worksheet) {
      const cells = rowValues(row);
      if (!header) {
        if (row.number <= HEADER_SEARCH_ROWS) header = matchHeader(cells.map(String));
        continue;
      }
      collector.add({ sheet, row: row.number, header }, cells);
    }
  }

  const hasLibraries = collector.kinds.has('library') || collector.kinds.has('lane');
  const templateType: TemplateTypeValue | null = hasLibraries
    ? TemplateType.Library
    : collector.kinds.has('biological')
      ? TemplateType.Sample
      : null;
  const libraries = collector.libraries;
  const locate = (error: Pick<SampleFieldError, 'list' | 'row' | 'wkRow' | 'field'>): CellLocation => {
    const label = labelOf(error.list, error.field);
    if (error.list === 'yb') {
      const ref = collector.ybRows[error.row];
      return ref ? locationOf(ref, 'yb', error.field, label) : missing(label);
    }
    if (error.list === 'lane') {
      const ref = collector.laneRows[error.row];
      return ref ? locationOf(ref, 'lane', error.field, label) : missing(label);
    }
    if (error.list === 'zwk') {
      const ref = libraries[error.wkRow ?? -1]?.zwkRows[error.row];
      return ref ? locationOf(ref, 'zwk', error.field, label) : missing(label);
    }
    const group = libraries[error.row];
    if (!group) return missing(label);
    return locationOf(group.fieldRows.get(error.field) ?? group.firstRow, 'wk', error.field, label);
  };
  return {
    templateType,
    input: {
      ybList: collector.ybList,
      wkList: libraries.map((group) => ({ ...group.record, zwkList: group.zwkList })),
      lanList: collector.lanList,
    },
    rowCount: collector.rowCount,
    errors: collector.errors,
    sheets,
    locate,
  };
}

function labelOf(list: SampleListKind, field: string): string {
  return sampleField(list, field)?.label ?? field;
}

function missing(title: string): CellLocation {
  return { sheet: '', row: 0, column: '', title };
}

/** Errors in reading order: by sheet (file order), row, then column. */
export function sortCellErrors<T extends CellLocation>(errors: readonly T[], sheets: readonly string[]): T[] {
  const sheetRank = (name: string) => {
    const index = sheets.indexOf(name);
    return index < 0 ? sheets.length : index;
  };
  return [...errors].sort(
    (a, b) =>
      sheetRank(a.sheet) - sheetRank(b.sheet) ||
      a.row - b.row ||
      a.column.length - b.column.length ||
      a.column.localeCompare(b.column),
  );
}
