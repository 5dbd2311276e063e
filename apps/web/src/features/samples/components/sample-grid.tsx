import AddIcon from '@mui/icons-material/Add';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import { alpha, type Theme } from '@mui/material/styles';
import { SUB_LIBRARY_TYPE_OPTIONS, type SampleListKind } from '@seqportal/contract';
import { useId, useState, type ClipboardEvent } from 'react';
import { parseClipboardTable } from '../lib/clipboard-table';
import { pasteIntoTable } from '../lib/paste-into-table';
import {
  editorColumns,
  filterPasted,
  indexCharactersDropped,
  filterTyped,
  newRow,
  PARENT_LIBRARY_COLUMN,
  PRODUCT_COLUMN,
  type DraftRow,
  type EditorColumn,
  type SampleProductOption,
} from '../lib/sample-draft';

export interface SampleGridProps {
  list: SampleListKind;
  rows: readonly DraftRow[];
  onChange: (rows: DraftRow[]) => void;
  /** Error message per row id and column key. */
  errors: ReadonlyMap<string, ReadonlyMap<string, string>>;
  /** Rows named in the collision report, tinted so the customer finds them. */
  flaggedRows: ReadonlySet<string>;
  /** Library names of the order, offered in the 所属文库 / 文库名称 cells. */
  libraryNames: readonly string[];
  onPasted: (cells: number, droppedColumns: number) => void;
  /** Index cells of a paste that lost characters other than bases (they keep only A, C, G, T). */
  onIndexTrimmed: (cells: number) => void;
  /** The order's products of this table's kind, offered as a select in 产品编码; empty keeps a typed code. */
  products?: readonly SampleProductOption[];
  /** Cells a row added with 添加行 starts with (the order's only product of the kind). */
  newRowCells?: Record<string, string>;
}

const FREE_TEXT_TYPE = SUB_LIBRARY_TYPE_OPTIONS.find((option) => option.freeText)!.name;
const LISTED_TYPES = SUB_LIBRARY_TYPE_OPTIONS.filter((option) => !option.freeText).map((option) => option.name);

const columnWidth = (column: EditorColumn): number => {
  if (column.kind === 'index') return 150;
  if (column.kind === 'number' || column.kind === 'boolean') return 92;
  if (column.kind === 'select') return 128;
  return 132;
};

const cellInputSx = {
  width: '100%',
  boxSizing: 'border-box',
  height: 30,
  px: 0.75,
  font: 'inherit',
  fontSize: 13,
  color: 'text.primary',
  bgcolor: 'background.paper',
  border: 1,
  borderColor: 'divider',
  borderRadius: 1,
  outline: 'none',
  '&:focus': {
    borderColor: 'primary.main',
    boxShadow: (theme: Theme) => `0 0 0 2px ${alpha(theme.palette.primary.main, 0.15)}`,
  },
  '&[aria-invalid="true"]': { borderColor: 'error.main', bgcolor: 'notice.invalidCell' },
} as const;

/**
 * One editable table of the /sample_input layer. Cells are plain inputs (a sheet of a few hundred rows stays
 * responsive); a block pasted from a spreadsheet fills the table from the focused cell, adding rows as needed.
 */
export function SampleGrid({
  list,
  rows,
  onChange,
  errors,
  flaggedRows,
  libraryNames,
  onPasted,
  onIndexTrimmed,
  products = [],
  newRowCells = {},
}: SampleGridProps) {
  const columns = editorColumns(list);
  const datalistId = useId();
  // Rows whose sub-library type is being typed (type id 3) rather than chosen.
  const [freeTextRows, setFreeTextRows] = useState<ReadonlySet<string>>(new Set());

  const setCell = (rowIndex: number, key: string, value: string) => {
    onChange(rows.map((row, i) => (i === rowIndex ? { ...row, cells: { ...row.cells, [key]: value } } : row)));
  };

  const handlePaste = (event: ClipboardEvent<HTMLElement>, rowIndex: number, columnIndex: number) => {
    const text = event.clipboardData.getData('text/plain');
    if (text === '') return;
    event.preventDefault();
    const block = parseClipboardTable(text);
    if (block.length === 1 && block[0]!.length === 1) {
      // One value goes into the focused cell, filtered as pasted values are (indexes keep only bases).
      const column = columns[columnIndex]!;
      const value = block[0]![0]!;
      setCell(rowIndex, column.key, filterPasted(column, value));
      if (indexCharactersDropped(column, value)) onIndexTrimmed(1);
      return;
    }
    const result = pasteIntoTable(rows, columns, rowIndex, columnIndex, block);
    onChange(result.rows);
    onPasted(result.filled, result.droppedColumns);
    if (result.trimmedIndexes > 0) onIndexTrimmed(result.trimmedIndexes);
  };

  const isFreeText = (row: DraftRow): boolean => {
    const value = row.cells.type ?? '';
    return freeTextRows.has(row.id) || (value !== '' && !LISTED_TYPES.includes(value));
  };

  const renderCell = (row: DraftRow, rowIndex: number, column: EditorColumn, columnIndex: number) => {
    const value = row.cells[column.key] ?? '';
    const message = errors.get(row.id)?.get(column.key);
    const common = {
      'aria-invalid': message ? ('true' as const) : ('false' as const),
      'aria-label': `${column.label} 第${rowIndex + 1}行`,
      'data-testid': `cell-${list}-${rowIndex}-${column.key}`,
      title: message,
      onPaste: (event: ClipboardEvent<HTMLElement>) => handlePaste(event, rowIndex, columnIndex),
    };

    if (column.key === PRODUCT_COLUMN && products.length > 0) {
      // The order's products by name and code; a code outside them (an imported row) stays visible and reported.
      const known = products.some((product) => product.skuCode === value);
      return (
        <Box
          component="select"
          {...common}
          value={value}
          onChange={(event) => setCell(rowIndex, column.key, (event.target as HTMLSelectElement).value)}
          sx={{ ...cellInputSx, minWidth: 180 }}
        >
          <option value="">请选择产品</option>
          {products.map((product) => (
            <option key={product.skuCode} value={product.skuCode}>
              {product.label}
            </option>
          ))}
          {value !== '' && !known && <option value={value}>{value}（不在本订单中）</option>}
        </Box>
      );
    }
    if (list === 'zwk' && column.key === 'type' && !isFreeText(row)) {
      return (
        <Box
          component="select"
          {...common}
          value={value}
          onChange={(event) => {
            const chosen = (event.target as HTMLSelectElement).value;
            if (chosen === FREE_TEXT_TYPE) {
              setFreeTextRows((current) => new Set(current).add(row.id));
              setCell(rowIndex, column.key, '');
            } else {
              setCell(rowIndex, column.key, chosen);
            }
          }}
          sx={cellInputSx}
        >
          <option value="">请选择</option>
          {SUB_LIBRARY_TYPE_OPTIONS.map((option) => (
            <option key={option.id} value={option.name}>
              {option.name}
            </option>
          ))}
        </Box>
      );
    }
    if (list === 'zwk' && column.key === 'type') {
      return (
        <Box sx={{ display: 'flex', gap: 0.25 }}>
          <Box
            component="input"
            {...common}
            value={value}
            placeholder="请输入类型"
            autoFocus={value === ''}
            onChange={(event) => setCell(rowIndex, column.key, (event.target as HTMLInputElement).value)}
            sx={cellInputSx}
          />
          <IconButton
            size="small"
            aria-label="改为从列表选择"
            title="改为从列表选择"
            onClick={() => {
              setFreeTextRows((current) => {
                const next = new Set(current);
                next.delete(row.id);
                return next;
              });
              setCell(rowIndex, column.key, '');
            }}
            sx={{ p: 0.25 }}
          >
            <ArrowDropDownIcon fontSize="small" />
          </IconButton>
        </Box>
      );
    }
    if (column.kind === 'select' || column.kind === 'boolean') {
      const options = column.kind === 'boolean' ? ['是', '否'] : [...(column.field?.options ?? [])];
      // An imported value outside the list stays visible (and reported) instead of turning into "请选择".
      if (value !== '' && !options.includes(value)) options.push(value);
      return (
        <Box
          component="select"
          {...common}
          value={value}
          onChange={(event) => setCell(rowIndex, column.key, (event.target as HTMLSelectElement).value)}
          sx={cellInputSx}
        >
          <option value="">{column.kind === 'boolean' ? '否' : '请选择'}</option>
          {options
            .filter((option) => !(column.kind === 'boolean' && option === '否'))
            .map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
        </Box>
      );
    }
    const namesLibrary = column.key === PARENT_LIBRARY_COLUMN && list !== 'wk';
    return (
      <Box
        component="input"
        {...common}
        value={value}
        inputMode={column.kind === 'number' ? 'decimal' : undefined}
        list={namesLibrary ? datalistId : undefined}
        spellCheck={false}
        autoComplete="off"
        onChange={(event) =>
          setCell(rowIndex, column.key, filterTyped(column, (event.target as HTMLInputElement).value))
        }
        sx={{
          ...cellInputSx,
          ...(column.kind === 'index'
            ? { fontFamily: 'ui-monospace, Menlo, Consolas, monospace', letterSpacing: 0.5 }
            : {}),
        }}
      />
    );
  };

  return (
    <Box data-testid={`sample-grid-${list}`}>
      <datalist id={datalistId}>
        {libraryNames.map((name) => (
          <option key={name} value={name} />
        ))}
      </datalist>
      <Box sx={{ overflowX: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }}>
        <Box component="table" sx={{ borderCollapse: 'collapse', minWidth: '100%', fontSize: 13 }}>
          <Box component="thead" sx={{ bgcolor: 'surface.header' }}>
            <tr>
              <Box component="th" sx={{ width: 40, px: 1, py: 1, color: 'text.secondary', fontWeight: 500 }}>
                #
              </Box>
              {columns.map((column) => (
                <Box
                  component="th"
                  key={column.key}
                  sx={{
                    minWidth: columnWidth(column),
                    px: 0.75,
                    py: 1,
                    textAlign: 'left',
                    fontWeight: 600,
                    whiteSpace: 'nowrap',
                  }}
                >
                  {column.required && (
                    <Box component="span" sx={{ color: 'error.main', mr: 0.25 }}>
                      *
                    </Box>
                  )}
                  {column.label}
                </Box>
              ))}
              <Box component="th" sx={{ width: 44 }} aria-label="操作" />
            </tr>
          </Box>
          <tbody>
            {rows.length === 0 && (
              <tr>
                <Box
                  component="td"
                  colSpan={columns.length + 2}
                  sx={{ py: 3, textAlign: 'center', color: 'text.secondary' }}
                >
                  暂无数据，点击“添加行”填写，或从Excel复制后粘贴到单元格
                </Box>
              </tr>
            )}
            {rows.map((row, rowIndex) => (
              <Box
                component="tr"
                key={row.id}
                data-testid={`row-${list}-${rowIndex}`}
                data-flagged={flaggedRows.has(row.id) ? 'true' : undefined}
                sx={{
                  borderTop: 1,
                  borderColor: 'divider',
                  verticalAlign: 'top',
                  bgcolor: flaggedRows.has(row.id) ? 'notice.flaggedRow' : undefined,
                }}
              >
                <Box
                  component="td"
                  sx={{ px: 1, py: 0.75, color: 'text.secondary', textAlign: 'center', lineHeight: '30px' }}
                >
                  {rowIndex + 1}
                </Box>
                {columns.map((column, columnIndex) => {
                  const message = errors.get(row.id)?.get(column.key);
                  return (
                    <Box component="td" key={column.key} sx={{ px: 0.5, py: 0.75 }}>
                      {renderCell(row, rowIndex, column, columnIndex)}
                      {message && (
                        <Box
                          data-testid={`cell-error-${list}-${rowIndex}-${column.key}`}
                          sx={{
                            color: 'error.main',
                            fontSize: 11.5,
                            lineHeight: 1.3,
                            mt: 0.25,
                            maxWidth: columnWidth(column) + 40,
                          }}
                        >
                          {message}
                        </Box>
                      )}
                    </Box>
                  );
                })}
                <Box component="td" sx={{ px: 0.5, py: 0.75 }}>
                  <IconButton
                    size="small"
                    aria-label={`删除第${rowIndex + 1}行`}
                    onClick={() => onChange(rows.filter((other) => other.id !== row.id))}
                  >
                    <DeleteOutlineIcon fontSize="small" />
                  </IconButton>
                </Box>
              </Box>
            ))}
          </tbody>
        </Box>
      </Box>
      <Button
        size="small"
        startIcon={<AddIcon />}
        onClick={() => onChange([...rows, newRow({ ...newRowCells })])}
        sx={{ mt: 1 }}
        data-testid={`add-row-${list}`}
      >
        添加行
      </Button>
    </Box>
  );
}
