/** The six sample progress steps of spec part 1 section 4, shown as a progress bar in this order. */
export const SampleProgressStep = {
  Sent: 'SENT',
  Received: 'RECEIVED',
  /** From here the sample QC report can be downloaded. */
  QcDone: 'QC_DONE',
  OnMachine: 'ON_MACHINE',
  OffMachine: 'OFF_MACHINE',
  /** From here the data QC report can be downloaded. */
  SequencingDone: 'SEQUENCING_DONE',
} as const;

export type SampleProgressStepValue = (typeof SampleProgressStep)[keyof typeof SampleProgressStep];

export const SAMPLE_PROGRESS_STEPS: readonly SampleProgressStepValue[] = [
  SampleProgressStep.Sent,
  SampleProgressStep.Received,
  SampleProgressStep.QcDone,
  SampleProgressStep.OnMachine,
  SampleProgressStep.OffMachine,
  SampleProgressStep.SequencingDone,
];

export const SAMPLE_PROGRESS_LABELS: Record<SampleProgressStepValue, string> = {
  [SampleProgressStep.Sent]: '已寄出',
  [SampleProgressStep.Received]: '已收样',
  [SampleProgressStep.QcDone]: '质检完成',
  [SampleProgressStep.OnMachine]: '上机',
  [SampleProgressStep.OffMachine]: '下机',
  [SampleProgressStep.SequencingDone]: '测序完成',
};

export function isSampleProgressStep(value: string): value is SampleProgressStepValue {
  return (SAMPLE_PROGRESS_STEPS as readonly string[]).includes(value);
}

/** The step a sample moves to next, or null once sequencing is done (the lab may only move forward). */
export function nextProgressStep(step: SampleProgressStepValue): SampleProgressStepValue | null {
  const index = SAMPLE_PROGRESS_STEPS.indexOf(step);
  return SAMPLE_PROGRESS_STEPS[index + 1] ?? null;
}

/** Position in the bar, 0-based; lets callers compare "has reached" without string ordering. */
export function progressStepIndex(step: SampleProgressStepValue): number {
  return SAMPLE_PROGRESS_STEPS.indexOf(step);
}
