import {
  OrderStatus,
  SAMPLE_PROGRESS_LABELS,
  SampleProgressStep,
  nextProgressStep,
  progressStepIndex,
  type OrderStatusValue,
  type SampleProgressStepValue,
} from '@seqportal/contract';

export interface SampleProgressState {
  id: number;
  codeNo: string;
  progressStep: SampleProgressStepValue | null;
}

/**
 * The step a sample may record next. Forward only, one step at a time, with one exception: a sample may be
 * received without a recorded 'sent' step, because a sample in the lab's hands was evidently sent and pickup
 * orders never record a shipment.
 */
export function allowedNextSteps(current: SampleProgressStepValue | null): SampleProgressStepValue[] {
  if (current === null) return [SampleProgressStep.Sent, SampleProgressStep.Received];
  const next = nextProgressStep(current);
  return next ? [next] : [];
}

/** The single step the lab console offers as the next button (receiving for a sample not yet in the lab). */
export function suggestedNextStep(current: SampleProgressStepValue | null): SampleProgressStepValue | null {
  if (current === null) return SampleProgressStep.Received;
  return nextProgressStep(current);
}

export function progressLabel(step: SampleProgressStepValue | null): string {
  return step ? SAMPLE_PROGRESS_LABELS[step] : '待寄送';
}

export interface StepPlan {
  /** Samples that move to the step. */
  moving: SampleProgressState[];
  /** Why the others cannot, one message per sample. */
  refusals: string[];
}

/**
 * Which of the given samples may record `step`. The caller refuses the whole request when any sample cannot, so
 * that a batch never half-happens.
 */
export function planStep(samples: readonly SampleProgressState[], step: SampleProgressStepValue): StepPlan {
  const moving: SampleProgressState[] = [];
  const refusals: string[] = [];
  for (const sample of samples) {
    if (allowedNextSteps(sample.progressStep).includes(step)) {
      moving.push(sample);
      continue;
    }
    const reached = sample.progressStep !== null && progressStepIndex(sample.progressStep) >= progressStepIndex(step);
    const current = `样本${sample.codeNo}当前为${progressLabel(sample.progressStep)}`;
    const next = allowedNextSteps(sample.progressStep).map((candidate) => SAMPLE_PROGRESS_LABELS[candidate]);
    refusals.push(
      reached || next.length === 0
        ? `${current}，不能再记录${SAMPLE_PROGRESS_LABELS[step]}`
        : `${current}，下一步应为${next.join('或')}`,
    );
  }
  return { moving, refusals };
}

/** Orders whose samples the lab may still move: placed and awaiting samples, or samples received. */
export function orderAcceptsProgress(status: OrderStatusValue): boolean {
  return status === OrderStatus.AwaitingSamples || status === OrderStatus.SamplesReceived;
}

/** Whether every sample of the order is in the lab, i.e. the order moves from 2 to 3. */
export function allReceived(steps: ReadonlyArray<SampleProgressStepValue | null>): boolean {
  const received = progressStepIndex(SampleProgressStep.Received);
  return steps.length > 0 && steps.every((step) => step !== null && progressStepIndex(step) >= received);
}

export function allSequenced(steps: ReadonlyArray<SampleProgressStepValue | null>): boolean {
  return steps.every((step) => step === SampleProgressStep.SequencingDone);
}
