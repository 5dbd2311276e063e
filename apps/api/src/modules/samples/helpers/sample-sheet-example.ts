import type { SheetLayout } from './sample-sheet-layout.js';

/*
 * The example row of each template sheet (row 2). The import skips a row that still equals it, so a customer who
 * leaves the example in place does not order a sample called LIVER-01; a row that differs in any cell is data.
 * The library example carries real indexes: IDT for Illumina UD Indexes UDI0001 (i7 CCGCGGTT, i5 AGCGCTAG,
 * forward strand), from Illumina's adapter sequences document.
 */
export function exampleValues(layout: SheetLayout): Array<string | number> {
  return layout.columns.map((column) => {
    const example = column.field.example;
    if (typeof example === 'boolean') return example ? '是' : '否';
    return example;
  });
}
