import Alert from '@mui/material/Alert';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { SampleFieldError, SampleListKind } from '@seqportal/contract';
import { paths, withQuery } from '@/config/paths';
import { notifier } from '@/lib/notifier';
import { modifyOrderSamples, saveContractOrderSamples } from '../api/submit-sample-order';
import { findDraftCollisions, subLibraryKey, type CollisionLine } from '../lib/draft-collisions';
import {
  blankRowCount,
  checkDraft,
  defaultProductCode,
  errorsByCell,
  filledRowCount,
  fillProductCodes,
  footerStatus,
  openingTab,
  productOption,
  PRODUCT_COLUMN,
  SAMPLE_LIST_TITLES,
  SAMPLE_LISTS,
  withoutBlankRows,
  type CellError,
  type DraftRow,
  type SampleDraft,
  type SampleProductOption,
} from '../lib/sample-draft';
import { readSampleSheet, updateSampleSheet, useSampleSheet } from '../lib/sample-sheet';
import { COLLISION_BLOCKS_SUBMIT, useSubmitSheetOrder } from '../lib/use-submit-sheet-order';
import { CollisionReport } from './collision-report';
import { ImportErrorsNote } from './import-errors-note';
import { LeaveContractSamplesDialog } from './leave-contract-samples-dialog';
import { SampleGrid } from './sample-grid';

const SAVE_DELAY_MS = 300;

const FOOTER_COLOURS = { error: 'error.main', warning: 'warning.dark', ok: 'success.dark' } as const;

/** '子文库 第2行': where a cell error sits, for the error dialog. */
function placeOf(draft: SampleDraft, error: CellError): string {
  const row = draft[error.list].findIndex((candidate) => candidate.id === error.rowId);
  return `${SAMPLE_LIST_TITLES[error.list]} 第${row + 1}行`;
}

/** A row added to `list` starts with the order's only product of its kind, if it has just one. */
function newRowCells(products: readonly SampleProductOption[], list: SampleListKind): Record<string, string> {
  const code = defaultProductCode(products, list);
  return code === null ? {} : { [PRODUCT_COLUMN]: code };
}

export const NOTHING_TO_SAVE = '请至少填写一行样本信息';

/**
 * The products an uploaded sheet names: by name and code as ParseSampleExcel found them, else (a sheet stored
 * before) its rows' 产品编码 by the table they appear in, the codes standing for themselves.
 */
function sheetProducts(draft: SampleDraft): SampleProductOption[] {
  const named = readSampleSheet()?.products ?? [];
  if (named.length > 0) return named.map(productOption);
  const codes = (list: 'yb' | 'wk') =>
    [...new Set(draft[list].map((row) => row.cells[PRODUCT_COLUMN]?.trim() ?? '').filter(Boolean))].map((skuCode) =>
      productOption({ skuCode, kind: list }),
    );
  return [...codes('yb'), ...codes('wk')];
}

interface SampleInputEditorProps {
  /** The existing order being edited (ModifyOrderSamples), or null for the uploaded sheet (SubmitOrder). */
  orderNo: string | null;
  /** A contract bulk order's samples step: saved with SaveSyncProduct, then on to /generate_order. */
  contract?: { skuIds: string };
  initial: () => SampleDraft;
  /** The order's products for the 产品编码 select; null for an uploaded sheet (its rows name them). */
  products: SampleProductOption[] | null;
  onClose: () => void;
  /** The layer's close guard: a contract bulk order's X asks as 取消 does. */
  setCloseGuard?: (guard: (() => void) | null) => void;
}

export function SampleInputEditor({
  orderNo,
  contract,
  initial,
  products: orderProducts,
  onClose,
  setCloseGuard,
}: SampleInputEditorProps) {
  const sheet = useSampleSheet();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [start] = useState(() => {
    const loaded = initial();
    const products = orderProducts ?? sheetProducts(loaded);
    // Rows without a product code get the order's only product of their kind.
    const draft = fillProductCodes(loaded, products);
    return { draft, products, tab: openingTab(draft, checkDraft(draft).errors, products) };
  });
  const products = start.products;
  const [draft, setDraft] = useState<SampleDraft>(start.draft);
  const [tab, setTab] = useState<SampleListKind>(start.tab);
  const [modifyLines, setModifyLines] = useState<CollisionLine[]>([]);
  // Rule errors the server reported for exactly what was sent; dropped once the table changes.
  const [serverErrors, setServerErrors] = useState<CellError[]>([]);
  const [modifying, setModifying] = useState(false);
  // A contract bulk order exists already: cancelling its samples step first says that it is kept, and where.
  const [leaving, setLeaving] = useState(false);
  const asksBeforeLeaving = Boolean(contract) && orderNo !== null;
  useEffect(() => {
    if (!asksBeforeLeaving || !setCloseGuard) return;
    setCloseGuard(() => setLeaving(true));
    return () => setCloseGuard(null);
  }, [asksBeforeLeaving, setCloseGuard]);
  const sheetOrder = useSubmitSheetOrder();
  const submitting = modifying || sheetOrder.submitting;
  // A refused submission's report, until the table changes (then it no longer describes what would be sent).
  const sheetCollisions = sheet?.collisions;
  const serverLines = useMemo(
    () => (orderNo !== null ? modifyLines : (sheetCollisions ?? [])),
    [orderNo, modifyLines, sheetCollisions],
  );

  const check = useMemo(() => checkDraft(draft), [draft]);
  const shownErrors = useMemo(() => [...check.errors, ...serverErrors], [check.errors, serverErrors]);
  const byCell = useMemo(
    () => (serverErrors.length > 0 ? errorsByCell(shownErrors) : check.byCell),
    [serverErrors, shownErrors, check.byCell],
  );
  // Withheld sub-libraries are not sent, so their indexes cannot collide with anything of the order.
  const collisions = useMemo(
    () => findDraftCollisions(check.withheldSubLibraries > 0 ? { ...draft, zwk: [] } : draft),
    [draft, check.withheldSubLibraries],
  );
  // Rows named in either report are tinted; the server's lines name their sub-libraries by library and name.
  const flagged = useMemo(() => {
    const byName = new Map(
      draft.zwk.map((row) => [subLibraryKey(row.cells.wkName ?? '', row.cells.zwkName ?? ''), row.id]),
    );
    const fromServer = serverLines.flatMap((line) => (line.rowKeys ?? []).map((key) => byName.get(key) ?? ''));
    return new Set([...collisions.flatMap((line) => line.rowIds), ...fromServer].filter(Boolean));
  }, [collisions, serverLines, draft.zwk]);
  const libraryNames = useMemo(
    () => [...new Set(draft.wk.map((row) => row.cells.wkName?.trim() ?? '').filter((name) => name !== ''))],
    [draft.wk],
  );

  // The edits survive a reload of the layer; written after typing pauses, not on every keystroke, and once
  // more when the layer closes so the last keystrokes are not lost. (A completed order has cleared the sheet,
  // and updateSampleSheet writes nothing then.)
  const latestDraft = useRef(draft);
  useEffect(() => {
    latestDraft.current = draft;
    if (orderNo !== null) return;
    const timer = setTimeout(() => updateSampleSheet({ draft }), SAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [draft, orderNo]);
  useEffect(() => {
    if (orderNo !== null) return;
    return () => updateSampleSheet({ draft: latestDraft.current });
  }, [orderNo]);

  const changeAll = (next: SampleDraft) => {
    setDraft(next);
    if (modifyLines.length > 0) setModifyLines([]);
    if (serverErrors.length > 0) setServerErrors([]);
  };

  const changeList = (list: SampleListKind, rows: DraftRow[]) => {
    setDraft((current) => ({ ...current, [list]: rows }));
    // The server's report describes what was sent; once the table changes it no longer applies.
    if (modifyLines.length > 0) setModifyLines([]);
    if (serverErrors.length > 0) setServerErrors([]);
    if (sheet?.collisions?.length) updateSampleSheet({ collisions: [] });
  };

  if (orderNo === null && !sheet) {
    return (
      <Box sx={{ py: 4, textAlign: 'center', color: 'text.secondary' }}>
        请先在工作台上传样本信息表
        <Box sx={{ mt: 2 }}>
          <Button variant="contained" onClick={() => void navigate(paths.work)}>
            前往工作台
          </Button>
        </Box>
      </Box>
    );
  }

  const footer = footerStatus({
    filledRows: filledRowCount(draft),
    errors: shownErrors.length,
    collisions: collisions.length + serverLines.length,
    blankRows: blankRowCount(draft),
    withheldSubLibraries: check.withheldSubLibraries,
  });

  const errorCount = (list: SampleListKind) => shownErrors.filter((error) => error.list === list).length;

  /**
   * One problem is a toast; several at once (an imported sheet usually has a few) open the generic error dialog
   * with each of them and their place, and 去修改 opens the tab of the first.
   */
  const announceErrors = (errors: readonly CellError[]) => {
    const [first] = errors;
    if (!first) return;
    setTab(first.list);
    if (errors.length === 1) {
      notifier.toast(first.message);
      return;
    }
    notifier.errorList({
      title: `还有${errors.length}处需要修改`,
      messages: errors.map((error) => `${placeOf(draft, error)}：${error.message}`),
      okLabel: '去修改',
      onOk: () => setTab(first.list),
    });
  };

  const showServerErrors = (errors: SampleFieldError[]) => {
    const located = check.locate(errors);
    setServerErrors(located);
    announceErrors(located);
  };

  const submit = async () => {
    if (filledRowCount(draft) === 0) {
      notifier.toast(NOTHING_TO_SAVE);
      return;
    }
    const blank = blankRowCount(draft);
    if (blank > 0) {
      // Rows added and left empty are not samples: they are removed, and the customer checks before saving, so
      // an empty row never ends in 修改成功.
      changeAll(withoutBlankRows(draft));
      notifier.toast(`已删除${blank}行空白行，请核对后再提交`, { severity: 'warning' });
      return;
    }
    if (check.errors.length > 0) {
      announceErrors(check.errors);
      return;
    }
    if (collisions.length > 0) {
      notifier.toast(COLLISION_BLOCKS_SUBMIT);
      return;
    }
    if (orderNo === null) {
      const outcome = await sheetOrder.submit(check.lists);
      if (outcome.kind === 'invalid') showServerErrors(outcome.errors);
      return;
    }
    setModifying(true);
    try {
      const outcome = contract
        ? await saveContractOrderSamples(orderNo, check.lists)
        : await modifyOrderSamples(orderNo, check.lists);
      if (outcome.kind === 'collisions') {
        setModifyLines(outcome.lines);
        notifier.toast(COLLISION_BLOCKS_SUBMIT);
      }
      if (outcome.kind === 'invalid') showServerErrors(outcome.errors);
      if (outcome.kind === 'modified') {
        // The order pages show the samples: they reload them (every query of the customer's orders and samples).
        void queryClient.invalidateQueries({
          predicate: (query) => ['orders', 'samples'].includes(String(query.queryKey[0])),
        });
        if (contract) void navigate(withQuery(paths.generateOrder, { orderNo, skuIds: contract.skuIds }));
        else onClose();
      }
    } finally {
      setModifying(false);
    }
  };

  return (
    <Box data-testid="sample-input">
      <Tabs value={tab} onChange={(_, value: SampleListKind) => setTab(value)} sx={{ minHeight: 40, mb: 1.5 }}>
        {SAMPLE_LISTS.map((list) => (
          <Tab
            key={list}
            value={list}
            data-testid={`sample-tab-${list}`}
            sx={{ minHeight: 40, px: 2 }}
            label={
              <Badge
                color="error"
                badgeContent={errorCount(list)}
                invisible={errorCount(list) === 0}
                sx={{ pr: errorCount(list) ? 1.5 : 0 }}
              >
                {SAMPLE_LIST_TITLES[list]}（{draft[list].length}）
              </Badge>
            }
          />
        ))}
      </Tabs>
      <Box sx={{ fontSize: 12.5, color: 'text.secondary', mb: 1 }}>
        可从Excel中复制多行多列，在表格的单元格中粘贴（Ctrl+V）即可从该单元格起填入；index仅可输入A、C、G、T。
      </Box>
      {orderNo === null && sheet && <ImportErrorsNote errors={sheet.errors} />}
      <SampleGrid
        key={tab}
        list={tab}
        rows={draft[tab]}
        onChange={(rows) => changeList(tab, rows)}
        errors={byCell}
        flaggedRows={flagged}
        libraryNames={libraryNames}
        products={products.filter((product) => product.kind === tab)}
        newRowCells={newRowCells(products, tab)}
        onPasted={(cells, dropped) => {
          notifier.success(`已粘贴${cells}个单元格`);
          if (dropped > 0) notifier.toast(`超出表格的${dropped}列未粘贴`, { severity: 'warning' });
        }}
        onIndexTrimmed={(cells) =>
          notifier.toast(`${cells}个index含A、C、G、T以外的字符，已自动去除，请核对`, { severity: 'warning' })
        }
      />
      {check.withheldSubLibraries > 0 && (
        <Alert severity="warning" sx={{ mt: 1.5 }} data-testid="sub-libraries-withheld">
          有子文库未填写子文库名称，子文库信息（{check.withheldSubLibraries}行）将不会提交；填写全部名称后才会一并提交。
        </Alert>
      )}
      <Box sx={{ mt: 2, display: 'grid', gap: 1.5 }}>
        <CollisionReport lines={collisions} source="table" />
        <CollisionReport lines={serverLines} source="server" />
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, mt: 2.5 }}>
        <Box
          sx={{ fontSize: 13, color: FOOTER_COLOURS[footer.tone] }}
          data-testid="sample-input-summary"
          data-tone={footer.tone}
          role="status"
        >
          {footer.text}
        </Box>
        <Box sx={{ display: 'flex', gap: 1.5 }}>
          <Button
            variant="outlined"
            onClick={() => (asksBeforeLeaving ? setLeaving(true) : onClose())}
            data-testid="sample-input-cancel"
          >
            取消
          </Button>
          <Button
            variant="contained"
            disabled={submitting}
            onClick={() => void submit()}
            data-testid="sample-input-submit"
          >
            {contract ? '保存并下单' : orderNo !== null ? '保存修改' : submitting ? '提交中…' : '提交并下单'}
          </Button>
        </Box>
      </Box>
      {contract && orderNo !== null && (
        <LeaveContractSamplesDialog
          orderNo={orderNo}
          open={leaving}
          onStay={() => setLeaving(false)}
          onLeave={() => {
            setLeaving(false);
            onClose();
          }}
        />
      )}
    </Box>
  );
}
