import { describe, expect, it } from 'vitest';
import type { QualityReportRow } from '../entities/content.js';
import { QC_REPORT_COLUMN_TITLES } from './form-messages.js';
import { qualityReportCells } from './quality-report.js';

const row: QualityReportRow = {
  sendTempCode: 'ST-001',
  sampleId: 'S1',
  sampleName: '肝组织',
  sampleType: 'DNA',
  concentration: '52.300',
  volume: '20.00',
  totalAmount: '1046.000',
  qpcrConcentration: '',
  od260280: '1.85',
  rinDin: '7.2',
  libraryLength: '',
  totalGrade: '合格',
  qualityGrade: '风险',
  remarks: '建议重新提取',
};

describe('qualityReportCells', () => {
  it('lists a row’s cells in the order of the column titles', () => {
    expect(qualityReportCells(row)).toEqual([
      'ST-001',
      'S1',
      '肝组织',
      'DNA',
      '52.300',
      '20.00',
      '1046.000',
      '',
      '1.85',
      '7.2',
      '',
      '合格',
      '风险',
      '建议重新提取',
    ]);
  });

  it('has one cell per column title', () => {
    expect(qualityReportCells(row)).toHaveLength(Object.keys(QC_REPORT_COLUMN_TITLES).length);
  });
});
