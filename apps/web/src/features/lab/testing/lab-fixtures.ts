import {
  OrderStatus,
  ORDER_STATUS_LABELS,
  SAMPLE_PROGRESS_LABELS,
  nextProgressStep,
  type LabOrderView,
  type LabSampleView,
  type OrderStatusValue,
  type SampleProgressStepValue,
  type SampleQcResult,
} from '@seqportal/contract';

/** A sample at a given step, shaped as AdminLabOrder answers it. */
export function labSample(
  id: number,
  step: SampleProgressStepValue | null,
  overrides: Partial<LabSampleView> = {},
): LabSampleView {
  const received = step !== null && step !== 'SENT';
  return {
    id,
    codeNo: `YB${String(id).padStart(4, '0')}`,
    sendTempCode: `S${id}`,
    sampleNo: `YB-${String(id).padStart(2, '0')}`,
    name: `样本${id}`,
    kind: '文库',
    goodsName: '全基因组重测序 PE150',
    progressStep: step,
    progressLabel: step ? SAMPLE_PROGRESS_LABELS[step] : '',
    nextStep: step ? nextProgressStep(step) : 'RECEIVED',
    receivedAt: received ? '2026-11-21T02:00:00.000Z' : null,
    steps: [],
    qc: null,
    ...overrides,
  };
}

export function labOrder(
  samples: LabSampleView[],
  status: OrderStatusValue = OrderStatus.SamplesReceived,
): LabOrderView {
  return {
    orderNo: 'SO202611210001',
    status: { id: status, name: ORDER_STATUS_LABELS[status] },
    memberName: '王博士',
    orgName: '上海示例生物科技有限公司',
    createTime: '2026-11-20T08:00:00.000Z',
    samples,
    deliveryFiles: [],
    express: null,
    canComplete: false,
  };
}

/** Entered QC results of a sample, as the API answers them. */
export function qcOf(sampleId: number): SampleQcResult {
  return {
    sampleId,
    sampleCode: `YB${String(sampleId).padStart(4, '0')}`,
    sampleName: `样本${sampleId}`,
    sampleType: 'DNA',
    concentration: 52.4,
    volume: 30,
    totalAmount: 1572,
    qpcrConcentration: null,
    od260280: 1.86,
    rinDin: 8.1,
    libraryLength: null,
    totalGrade: 'PASS',
    qualityGrade: 'PASS',
    remarks: '',
    tester: '实验员',
    reviewer: '',
    testedAt: null,
    reviewedAt: null,
    recordedBy: 'lab',
    recordedAt: '2026-11-21T03:00:00.000Z',
  };
}
