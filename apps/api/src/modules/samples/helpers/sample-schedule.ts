import {
  SAMPLE_PROGRESS_LABELS,
  SAMPLE_PROGRESS_STEPS,
  SAMPLE_STATUS_NOT_SENT_LABEL,
  isSampleProgressStep,
  progressStepIndex,
  type OrderSampleScheduleItem,
  type SampleProgressStepValue,
  type ScheduleEntry,
} from '@seqportal/contract';

/*
 * Sample schedules from the lab's progress events: how many of a set of samples reached each of the six steps,
 * and when the last of them did. A sample that reached a later step counts for the earlier ones too, also when
 * the lab skipped recording one.
 */

export interface ScheduleSample {
  id: number;
  progressStep: string | null;
}

export interface ScheduleEvent {
  sampleId: number;
  step: string;
  occurredAt: Date;
}

export interface StepSummary {
  step: SampleProgressStepValue;
  desc: string;
  reached: number;
  /** Latest event of the step among the samples, null when none was recorded. */
  lastAt: Date | null;
}

function reachedIndex(sample: ScheduleSample): number {
  return sample.progressStep && isSampleProgressStep(sample.progressStep) ? progressStepIndex(sample.progressStep) : -1;
}

export function summariseSteps(samples: readonly ScheduleSample[], events: readonly ScheduleEvent[]): StepSummary[] {
  const indexes = samples.map(reachedIndex);
  return SAMPLE_PROGRESS_STEPS.map((step, stepIndex) => {
    let lastAt: Date | null = null;
    for (const event of events) {
      if (event.step === step && (!lastAt || event.occurredAt > lastAt)) lastAt = event.occurredAt;
    }
    return {
      step,
      desc: SAMPLE_PROGRESS_LABELS[step],
      reached: indexes.filter((index) => index >= stepIndex).length,
      lastAt,
    };
  });
}

/** GetOrderSampleSch's list: each step with "reached/total" and its date. */
export function orderScheduleItems(summary: readonly StepSummary[], total: number): OrderSampleScheduleItem[] {
  return summary.map((item) => ({
    desc: item.desc,
    step: item.step,
    schedule: `${item.reached}/${total}`,
    date: item.lastAt ? item.lastAt.toISOString() : null,
  }));
}

export function scheduleEntries(summary: readonly StepSummary[]): ScheduleEntry[] {
  return summary.map((item) => ({
    step: item.step,
    desc: item.desc,
    scheduleTime: item.lastAt ? item.lastAt.toISOString() : null,
    complateNum: item.reached,
  }));
}

/** The sample centre's schedule column: the step reached, or 待寄送 before the samples are sent. */
export function scheduleLabel(progressStep: string | null): string {
  return progressStep && isSampleProgressStep(progressStep)
    ? SAMPLE_PROGRESS_LABELS[progressStep]
    : SAMPLE_STATUS_NOT_SENT_LABEL;
}
