import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import { OrderStatus, SampleProgressStep, type LabOrderView, type LabSampleView } from '@seqportal/contract';
import { useState, type ReactNode } from 'react';
import { formatBusinessTime } from '@/lib/business-time';
import { useReceiveSamples } from '../api/receive-samples';
import { useRecordProgress } from '../api/record-progress';
import { staffErrorText } from '../lib/staff-api';
import { stepStateLabel, type LabStep, type StepAction } from '../lib/step-actions';
import { CompleteOrderButton } from './complete-order-button';
import { DeliveryUpload } from './delivery-upload';
import { QcFormDialog } from './qc-form-dialog';
import { SampleTable } from './sample-table';
import { StepButtons } from './step-buttons';

export interface LabOrderPanelProps {
  order: LabOrderView;
  selectedIds: ReadonlySet<number>;
  onSelectionChange: (ids: ReadonlySet<number>) => void;
  highlightId: number | null;
  staffName: string;
  onFeedback: (message: string, ok: boolean) => void;
  /** Tells the console when a dialog with its own fields is open, so scans do not go to the search box meanwhile. */
  onDialogChange: (open: boolean) => void;
}

const STATUS_COLOR: Record<number, 'default' | 'warning' | 'info' | 'success'> = {
  [OrderStatus.PendingPayment]: 'default',
  [OrderStatus.AwaitingSamples]: 'warning',
  [OrderStatus.SamplesReceived]: 'info',
  [OrderStatus.Completed]: 'success',
  [OrderStatus.Cancelled]: 'default',
};

function Section({ title, children, aside }: { title: string; children: ReactNode; aside?: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: 2.5, borderRadius: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', mb: 2, gap: 2 }}>
        <Box component="h2" sx={{ m: 0, fontSize: 17, fontWeight: 600, mr: 'auto' }}>
          {title}
        </Box>
        {aside}
      </Box>
      {children}
    </Paper>
  );
}

/** One order on the bench: header, step buttons, samples with QC, delivery upload and completion. */
export function LabOrderPanel({
  order,
  selectedIds,
  onSelectionChange,
  highlightId,
  staffName,
  onFeedback,
  onDialogChange,
}: LabOrderPanelProps) {
  const [busyStep, setBusyStep] = useState<LabStep | null>(null);
  const [qcSample, setQcSample] = useState<LabSampleView | null>(null);
  const receive = useReceiveSamples();
  const progress = useRecordProgress();

  const runStep = (action: StepAction): void => {
    setBusyStep(action.step);
    const before = order.status.id;
    const handlers = {
      onSuccess: ({ changed, order: after }: { changed: number; order: LabOrderView }) => {
        const statusNote = after.status.id !== before ? `，订单状态变为「${after.status.name}」` : '';
        onFeedback(`${changed} 个样本已更新为「${stepStateLabel(action.step)}」${statusNote}`, true);
        onSelectionChange(new Set());
      },
      onError: (error: Error) => onFeedback(`${action.label}失败：${staffErrorText(error)}`, false),
      onSettled: () => setBusyStep(null),
    };
    // The ids the button showed are sent explicitly, so a second bench's change in between cannot widen the action.
    if (action.step === SampleProgressStep.Received) {
      receive.mutate({ orderNo: order.orderNo, sampleIds: action.sampleIds }, handlers);
    } else {
      progress.mutate({ orderNo: order.orderNo, step: action.step, sampleIds: action.sampleIds }, handlers);
    }
  };

  const toggle = (id: number): void => {
    const next = new Set(selectedIds);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    onSelectionChange(next);
  };

  const openQc = (sample: LabSampleView | null): void => {
    setQcSample(sample);
    onDialogChange(sample !== null);
  };

  return (
    <Box
      data-testid="lab-order"
      data-order-no={order.orderNo}
      data-status={order.status.id}
      sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2 }}
    >
      <Paper
        variant="outlined"
        sx={{ p: 2.5, borderRadius: 2, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 3 }}
      >
        <Box>
          <Box sx={{ fontSize: 12, color: 'text.secondary' }}>订单号</Box>
          <Box sx={{ fontSize: 22, fontWeight: 600, fontFamily: 'monospace' }} data-testid="lab-order-no">
            {order.orderNo}
          </Box>
        </Box>
        <Chip
          label={order.status.name}
          color={STATUS_COLOR[order.status.id] ?? 'default'}
          data-testid="lab-order-status"
        />
        <Box sx={{ fontSize: 14 }}>
          <Box sx={{ color: 'text.secondary', fontSize: 12 }}>客户</Box>
          {order.orgName || '—'} · {order.memberName}
        </Box>
        <Box sx={{ fontSize: 14 }}>
          <Box sx={{ color: 'text.secondary', fontSize: 12 }}>下单时间</Box>
          {formatBusinessTime(order.createTime)}
        </Box>
        {order.express && (
          <Box sx={{ fontSize: 14 }}>
            <Box sx={{ color: 'text.secondary', fontSize: 12 }}>物流</Box>
            {order.express.expName} {order.express.number}
          </Box>
        )}
        <Box sx={{ ml: 'auto' }}>
          <CompleteOrderButton order={order} onDone={onFeedback} />
        </Box>
      </Paper>

      <Section
        title={`样本（${order.samples.length}）`}
        aside={
          <Box sx={{ fontSize: 13, color: 'text.secondary' }}>
            {selectedIds.size > 0 ? `已选 ${selectedIds.size} 个样本` : '未勾选时按钮作用于全部可操作样本'}
          </Box>
        }
      >
        <StepButtons order={order} selectedIds={selectedIds} onStep={runStep} busyStep={busyStep} />
        <Box sx={{ mt: 2, overflowX: 'auto' }}>
          <SampleTable
            samples={order.samples}
            selectedIds={selectedIds}
            onToggle={toggle}
            onToggleAll={(checked) =>
              onSelectionChange(checked ? new Set(order.samples.map((sample) => sample.id)) : new Set())
            }
            highlightId={highlightId}
            onEditQc={openQc}
          />
        </Box>
      </Section>

      <Section title="数据交付">
        <DeliveryUpload order={order} onDone={onFeedback} />
      </Section>

      {qcSample && (
        <QcFormDialog
          sample={qcSample}
          tester={staffName}
          onClose={() => openQc(null)}
          onSaved={(message) => {
            onFeedback(message, true);
            openQc(null);
          }}
        />
      )}
    </Box>
  );
}
