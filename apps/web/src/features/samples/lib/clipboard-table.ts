/**
 * Clipboard text copied from a spreadsheet (Excel, WPS, LibreOffice, Google Sheets) is tab-separated rows.
 * A cell holding a tab, a line break or a quote is wrapped in double quotes with inner quotes doubled, so a
 * plain split on '\n' and '\t' would cut such a cell apart: this reads it the way the spreadsheets write it.
 */
export function parseClipboardTable(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  let atCellStart = true;

  for (let i = 0; i < text.length; i += 1) {
    const char = text[i]!;
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (char === '"') {
        quoted = false;
      } else {
        cell += char;
      }
      continue;
    }
    if (char === '"' && atCellStart) {
      quoted = true;
      atCellStart = false;
      continue;
    }
    if (char === '\t') {
      row.push(cell);
      cell = '';
      atCellStart = true;
      continue;
    }
    if (char === '\r' || char === '\n') {
      if (char === '\r' && text[i + 1] === '\n') i += 1;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      atCellStart = true;
      continue;
    }
    cell += char;
    atCellStart = false;
  }
  // Spreadsheets end the copied block with a line break; that does not start another (empty) row.
  if (cell !== '' || row.length > 0) {
    row.push(cell);
    rows.push(row);
  }
  return rows.map((cells) => cells.map((value) => value.trim()));
}
