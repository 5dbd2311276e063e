import { filterPasted, indexCharactersDropped, newRow, type DraftRow, type EditorColumn } from './sample-draft';

export interface PasteResult {
  rows: DraftRow[];
  /** Cells that were written, for the notice "已粘贴 N 个单元格". */
  filled: number;
  /** Pasted columns beyond the table's last column, which were dropped. */
  droppedColumns: number;
  /** Index cells whose pasted value lost characters other than bases (told to the customer). */
  trimmedIndexes: number;
}

/**
 * Writes a block copied from a spreadsheet into a table, its top-left cell at the focused cell: rows below are
 * overwritten and new rows are appended as needed; columns beyond the table's last are dropped (and counted,
 * so the customer is told). Rows and cells outside the block keep their values.
 */
export function pasteIntoTable(
  rows: readonly DraftRow[],
  columns: readonly EditorColumn[],
  startRow: number,
  startColumn: number,
  block: readonly (readonly string[])[],
): PasteResult {
  const next = rows.map((row) => ({ ...row, cells: { ...row.cells } }));
  let filled = 0;
  let droppedColumns = 0;
  let trimmedIndexes = 0;
  block.forEach((values, offset) => {
    const target = startRow + offset;
    while (next.length <= target) next.push(newRow());
    const row = next[target]!;
    values.forEach((value, columnOffset) => {
      const column = columns[startColumn + columnOffset];
      if (!column) {
        droppedColumns = Math.max(droppedColumns, values.length - columnOffset);
        return;
      }
      row.cells[column.key] = filterPasted(column, value);
      if (indexCharactersDropped(column, value)) trimmedIndexes += 1;
      filled += 1;
    });
  });
  return { rows: next, filled, droppedColumns, trimmedIndexes };
}
