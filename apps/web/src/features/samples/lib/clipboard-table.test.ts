import { describe, expect, it } from 'vitest';
import { parseClipboardTable } from './clipboard-table';
import { pasteIntoTable } from './paste-into-table';
import { editorColumns, newRow } from './sample-draft';

describe('parseClipboardTable', () => {
  it('splits rows on line breaks and cells on tabs, ignoring the trailing line break spreadsheets add', () => {
    expect(parseClipboardTable('LIB-1\tA1\tCCGCGGTT\r\nLIB-1\tA2\tTTATAACC\r\n')).toEqual([
      ['LIB-1', 'A1', 'CCGCGGTT'],
      ['LIB-1', 'A2', 'TTATAACC'],
    ]);
    expect(parseClipboardTable('x\ny\n')).toEqual([['x'], ['y']]);
  });

  it('keeps empty cells in their place', () => {
    expect(parseClipboardTable('a\t\tc\n\tb\t')).toEqual([
      ['a', '', 'c'],
      ['', 'b', ''],
    ]);
  });

  it('reads quoted cells with tabs, line breaks and doubled quotes the way Excel writes them', () => {
    expect(parseClipboardTable('"line one\nline two"\tplain\n"say ""hi"""\t"a\tb"\n')).toEqual([
      ['line one\nline two', 'plain'],
      ['say "hi"', 'a\tb'],
    ]);
  });

  it('trims cells, including full-width spaces', () => {
    expect(parseClipboardTable(' ACGTAC \t\u3000人\u3000')).toEqual([['ACGTAC', '人']]);
  });
});

describe('pasteIntoTable', () => {
  const columns = editorColumns('zwk'); // 所属文库, 子文库名称, 子文库类型, i7 index, i5 index

  it('fills from the focused cell, overwriting rows below and appending rows as needed', () => {
    const rows = [newRow({ wkName: 'LIB-1', zwkName: 'keep', indexi7: 'AAAAAA' }), newRow({ wkName: 'LIB-1' })];
    const block = parseClipboardTable(
      's1\t双index文库\tccgc ggtt\tAGCGCTAG\ns2\t双index文库\tTTATAACC\tGATATCGA\ns3\t单index文库\tGGACTTGG\t\n',
    );
    const result = pasteIntoTable(rows, columns, 0, 1, block);

    expect(result.rows).toHaveLength(3);
    expect(result.filled).toBe(12);
    expect(result.droppedColumns).toBe(0);
    // Cells left of the block keep their values; index cells are uppercased without blanks.
    expect(result.rows[0]!.cells).toEqual({
      wkName: 'LIB-1',
      zwkName: 's1',
      type: '双index文库',
      indexi7: 'CCGCGGTT',
      indexi5: 'AGCGCTAG',
    });
    expect(result.rows[2]!.cells).toEqual({ zwkName: 's3', type: '单index文库', indexi7: 'GGACTTGG', indexi5: '' });
    // The original rows are not mutated.
    expect(rows[0]!.cells.zwkName).toBe('keep');
    expect(result.rows[0]!.id).toBe(rows[0]!.id);
  });

  it('trims pasted indexes to their bases and counts the cells that lost characters', () => {
    const result = pasteIntoTable([], columns, 0, 3, [['acgt-nnacgt'], ['ccgc ggtt']]);
    expect(result.rows[0]!.cells.indexi7).toBe('ACGTACGT');
    expect(result.rows[1]!.cells.indexi7).toBe('CCGCGGTT');
    expect(result.trimmedIndexes).toBe(1);
  });

  it('drops and counts columns beyond the last one', () => {
    const result = pasteIntoTable([], columns, 0, 3, [['AAAAAA', 'CCCCCC', 'extra1', 'extra2']]);
    expect(result.rows[0]!.cells).toEqual({ indexi7: 'AAAAAA', indexi5: 'CCCCCC' });
    expect(result.filled).toBe(2);
    expect(result.droppedColumns).toBe(2);
  });

  it('starts in the middle of a table', () => {
    const rows = [newRow(), newRow(), newRow()];
    const result = pasteIntoTable(rows, columns, 2, 0, [
      ['LIB-2', 'x'],
      ['LIB-2', 'y'],
    ]);
    expect(result.rows).toHaveLength(4);
    expect(result.rows[1]!.cells).toEqual({});
    expect(result.rows[3]!.cells).toEqual({ wkName: 'LIB-2', zwkName: 'y' });
  });
});
