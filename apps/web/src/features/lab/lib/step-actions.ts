import {
  OrderStatus,
  SAMPLE_PROGRESS_LABELS,
  SampleProgressStep,
  type LabOrderView,
  type LabSampleView,
  type SampleProgressStepValue,
} from '@seqportal/contract';

/**
 * The one-click buttons of the lab console and when each may be pressed. A button acts on the selected
 * samples, or on every sample of the order when none is selected, and is enabled only when at least one of
 * those samples is exactly one step before it (the API moves samples forward one step at a time); 质检完成 also
 * needs the sample's QC results.
 */
export type LabStep = Exclude<SampleProgressStepValue, typeof SampleProgressStep.Sent>;

export const LAB_STEPS: readonly LabStep[] = [
  SampleProgressStep.Received,
  SampleProgressStep.QcDone,
  SampleProgressStep.OnMachine,
  SampleProgressStep.OffMachine,
  SampleProgressStep.SequencingDone,
];

/** Button texts: verbs for the lab bench, where the customer's strip shows the resulting state. */
export const LAB_STEP_ACTION_LABELS: Record<LabStep, string> = {
  [SampleProgressStep.Received]: '收样',
  [SampleProgressStep.QcDone]: '质检完成',
  [SampleProgressStep.OnMachine]: '上机',
  [SampleProgressStep.OffMachine]: '下机',
  [SampleProgressStep.SequencingDone]: '测序完成',
};

export interface StepAction {
  step: LabStep;
  label: string;
  /** The samples the button would move (ids), in table order. */
  sampleIds: number[];
  enabled: boolean;
  /** Why it is disabled, for the button's tooltip; empty when enabled. */
  reason: string;
}

// Samples move only while the order waits for or has its samples; pending payment, completed and cancelled
// orders are not worked on in the lab.
const WORKABLE_STATUSES: ReadonlySet<number> = new Set([OrderStatus.AwaitingSamples, OrderStatus.SamplesReceived]);

function isReceived(sample: LabSampleView): boolean {
  return sample.receivedAt !== null;
}

function isReadyFor(sample: LabSampleView, step: LabStep): boolean {
  // Receiving does not depend on the courier step having been recorded: a sample handed in at the counter
  // was never "sent".
  if (step === SampleProgressStep.Received) return !isReceived(sample);
  // QC done is a claim about the results: the API refuses it for a sample whose QC results are not entered.
  if (step === SampleProgressStep.QcDone) return sample.nextStep === step && sample.qc !== null;
  return sample.nextStep === step;
}

export function targetSamples(order: LabOrderView, selectedIds: ReadonlySet<number>): LabSampleView[] {
  if (selectedIds.size === 0) return order.samples;
  return order.samples.filter((sample) => selectedIds.has(sample.id));
}

export function stepActions(order: LabOrderView, selectedIds: ReadonlySet<number>): StepAction[] {
  const targets = targetSamples(order, selectedIds);
  const workable = WORKABLE_STATUSES.has(order.status.id);
  return LAB_STEPS.map((step) => {
    const ready = targets.filter((sample) => isReadyFor(sample, step));
    let reason = '';
    if (!workable) reason = `订单${order.status.name}，不能操作样本`;
    else if (targets.length === 0) reason = '订单没有样本';
    else if (
      ready.length === 0 &&
      step === SampleProgressStep.QcDone &&
      targets.some((sample) => sample.nextStep === step)
    ) {
      reason = '请先录入样本的质检结果';
    } else if (ready.length === 0) reason = `没有待${LAB_STEP_ACTION_LABELS[step]}的样本`;
    return {
      step,
      label: LAB_STEP_ACTION_LABELS[step],
      sampleIds: ready.map((sample) => sample.id),
      enabled: reason === '',
      reason,
    };
  });
}

/** What the customer's progress strip calls the step, for success messages ("3 个样本已更新为：上机"). */
export function stepStateLabel(step: SampleProgressStepValue): string {
  return SAMPLE_PROGRESS_LABELS[step];
}
