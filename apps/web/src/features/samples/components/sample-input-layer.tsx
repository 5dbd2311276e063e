import Alert from '@mui/material/Alert';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { SampleFieldError, SampleListKind } from '@seqportal/contract';
import type { LayerBodyProps } from '@/components/layer-body-props';
import { paths } from '@/config/paths';
import { LOGIN_REQUIRED_TEXT } from '@/components/login-required';
import { useSession } from '@/lib/auth';
import { notifier } from '@/lib/notifier';
import { useOrderSampleInfo } from '../api/get-order-sample-info';
import { modifyOrderSamples } from '../api/submit-sample-order';
import { findDraftCollisions, subLibraryKey, type CollisionLine } from '../lib/draft-collisions';
import {
  checkDraft,
  draftFromLists,
  errorsByCell,
  emptyDraft,
  SAMPLE_LIST_TITLES,
  SAMPLE_LISTS,
  type CellError,
  type DraftRow,
  type SampleDraft,
} from '../lib/sample-draft';
import { readSampleSheet, updateSampleSheet, useSampleSheet } from '../lib/sample-sheet';
import { COLLISION_BLOCKS_SUBMIT, useSubmitSheetOrder } from '../lib/use-submit-sheet-order';
import { CollisionReport } from './collision-report';
import { ImportErrorsNote } from './import-errors-note';
import { SampleGrid } from './sample-grid';

const SAVE_DELAY_MS = 300;

/** The uploaded sheet's table as last edited, or as imported. */
function sheetDraft(): SampleDraft {
  const sheet = readSampleSheet();
  if (!sheet) return emptyDraft();
  return sheet.draft ?? draftFromLists(sheet.lists);
}

/** '子文库 第2行': where a cell error sits, for the error dialog. */
function placeOf(draft: SampleDraft, error: CellError): string {
  const row = draft[error.list].findIndex((candidate) => candidate.id === error.rowId);
  return `${SAMPLE_LIST_TITLES[error.list]} 第${row + 1}行`;
}

/** The tab of the first error, so an imported sheet opens where it needs fixing; else the first with rows. */
function firstTab(draft: SampleDraft): SampleListKind {
  return checkDraft(draft).errors[0]?.list ?? SAMPLE_LISTS.find((list) => draft[list].length > 0) ?? 'wk';
}

/**
 * /sample_input (940 px): the order's biological samples, libraries, sub-libraries and lanes as editable
 * tables. Cells are checked with the contract's rules as the customer types (the server applies the same
 * ones), index collisions inside the order are reported at once, and the server's report (which also knows the
 * libraries other orders booked on the lane) replaces it after a refused submission. With ?orderNo= the layer
 * edits an existing order's samples (ModifyOrderSamples); otherwise it completes the uploaded sample sheet
 * and creates the order (SubmitOrder), then continues to /generate_order.
 */
export function SampleInputLayer({ onClose }: LayerBodyProps) {
  const [search] = useSearchParams();
  const orderNo = search.get('orderNo');
  if (orderNo !== null) return <ExistingOrderSamples orderNo={orderNo} onClose={onClose} />;
  return <SampleInputEditor orderNo={null} initial={sheetDraft} onClose={onClose} />;
}

/**
 * An order's saved samples, loaded before the table opens: ModifyOrderSamples replaces them all, so editing must
 * start from what is saved. Once the lab has received a sample (or the order is cancelled) they are shown as
 * locked instead.
 */
function ExistingOrderSamples({ orderNo, onClose }: { orderNo: string; onClose: () => void }) {
  const { user, isLoading } = useSession();
  const info = useOrderSampleInfo(user?.id ?? null, orderNo);
  if (!user && !isLoading) return <Alert severity="info">{LOGIN_REQUIRED_TEXT}</Alert>;
  if (info.isPending) {
    return (
      <Box
        data-testid="sample-input-loading"
        sx={{
          py: 6,
          display: 'flex',
          justifyContent: 'center',
          alignItems: 'center',
          gap: 1.5,
          color: 'text.secondary',
        }}
      >
        <CircularProgress size={20} /> 正在加载订单的样本信息…
      </Box>
    );
  }
  if (info.isError || !info.data.editable) {
    const message = info.isError
      ? info.error.message || '样本信息加载失败'
      : (info.data.lockedReason ?? '当前不能修改样本信息');
    return (
      <Box data-testid="sample-input-locked">
        <Alert severity={info.isError ? 'error' : 'info'}>{message}</Alert>
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 2.5 }}>
          <Button variant="outlined" onClick={onClose}>
            关闭
          </Button>
        </Box>
      </Box>
    );
  }
  return <SampleInputEditor orderNo={orderNo} initial={() => draftFromLists(info.data)} onClose={onClose} />;
}

interface SampleInputEditorProps {
  /** The existing order being edited (ModifyOrderSamples), or null for the uploaded sheet (SubmitOrder). */
  orderNo: string | null;
  initial: () => SampleDraft;
  onClose: () => void;
}

function SampleInputEditor({ orderNo, initial, onClose }: SampleInputEditorProps) {
  const sheet = useSampleSheet();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<SampleDraft>(initial);
  const [tab, setTab] = useState<SampleListKind>(() => firstTab(draft));
  const [modifyLines, setModifyLines] = useState<CollisionLine[]>([]);
  // Rule errors the server reported for exactly what was sent; dropped once the table changes.
  const [serverErrors, setServerErrors] = useState<CellError[]>([]);
  const [modifying, setModifying] = useState(false);
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
      const outcome = await modifyOrderSamples(orderNo, check.lists);
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
        onClose();
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
          sx={{ fontSize: 13, color: shownErrors.length ? 'error.main' : 'text.secondary' }}
          data-testid="sample-input-summary"
        >
          {shownErrors.length ? `还有${shownErrors.length}处需要修改` : '样本信息已填写完整'}
        </Box>
        <Box sx={{ display: 'flex', gap: 1.5 }}>
          <Button variant="outlined" onClick={onClose}>
            取消
          </Button>
          <Button
            variant="contained"
            disabled={submitting}
            onClick={() => void submit()}
            data-testid="sample-input-submit"
          >
            {orderNo !== null ? '保存修改' : submitting ? '提交中…' : '提交并下单'}
          </Button>
        </Box>
      </Box>
    </Box>
  );
}
