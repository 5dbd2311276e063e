import { QcGrade, type LabSampleView, type QcGradeValue, type RecordQcRequest } from '@seqportal/contract';

/**
 * The QC entry form (columns of the quality report, spec part 2 section 9) as text fields, and its conversion
 * to the request. Measurements may stay empty (not measured); an entered one must be a non-negative number.
 */
export const QC_MEASUREMENTS = [
  { key: 'concentration', label: '浓度 (ng/μl)' },
  { key: 'volume', label: '体积 (μl)' },
  { key: 'totalAmount', label: '总量 (ng)' },
  { key: 'qpcrConcentration', label: 'QPCR浓度 (nM)' },
  { key: 'od260280', label: 'OD260/280' },
  { key: 'rinDin', label: 'RIN/DIN' },
  { key: 'libraryLength', label: '文库长度 (bp)' },
] as const;

export type QcMeasurementKey = (typeof QC_MEASUREMENTS)[number]['key'];

export interface QcFormValues extends Record<QcMeasurementKey, string> {
  totalGrade: QcGradeValue;
  qualityGrade: QcGradeValue;
  remarks: string;
  tester: string;
  reviewer: string;
}

export type QcFormErrors = Partial<Record<keyof QcFormValues, string>>;

function text(value: number | null | undefined): string {
  return value === null || value === undefined ? '' : String(value);
}

export function initialQcValues(sample: LabSampleView, tester: string): QcFormValues {
  const qc = sample.qc;
  return {
    concentration: text(qc?.concentration),
    volume: text(qc?.volume),
    totalAmount: text(qc?.totalAmount),
    qpcrConcentration: text(qc?.qpcrConcentration),
    od260280: text(qc?.od260280),
    rinDin: text(qc?.rinDin),
    libraryLength: text(qc?.libraryLength),
    totalGrade: qc?.totalGrade ?? QcGrade.Pass,
    qualityGrade: qc?.qualityGrade ?? QcGrade.Pass,
    remarks: qc?.remarks ?? '',
    tester: qc?.tester || tester,
    reviewer: qc?.reviewer ?? '',
  };
}

const NUMBER = /^\d+(\.\d+)?$/;

export function validateQc(values: QcFormValues): QcFormErrors {
  const errors: QcFormErrors = {};
  for (const { key, label } of QC_MEASUREMENTS) {
    const value = values[key].trim();
    if (value !== '' && !NUMBER.test(value)) errors[key] = `${label.split(' ')[0]}须为不小于0的数字`;
  }
  if (!values.tester.trim()) errors.tester = '请填写检测人';
  if (values.remarks.length > 500) errors.remarks = '备注不能超过500个字符';
  return errors;
}

export function toQcRequest(sampleId: number, values: QcFormValues): RecordQcRequest {
  const measurement = (key: QcMeasurementKey): number | null => {
    const value = values[key].trim();
    return value === '' ? null : Number(value);
  };
  return {
    sampleId,
    concentration: measurement('concentration'),
    volume: measurement('volume'),
    totalAmount: measurement('totalAmount'),
    qpcrConcentration: measurement('qpcrConcentration'),
    od260280: measurement('od260280'),
    rinDin: measurement('rinDin'),
    libraryLength: measurement('libraryLength'),
    totalGrade: values.totalGrade,
    qualityGrade: values.qualityGrade,
    remarks: values.remarks.trim(),
    tester: values.tester.trim(),
    ...(values.reviewer.trim() ? { reviewer: values.reviewer.trim() } : {}),
  };
}
