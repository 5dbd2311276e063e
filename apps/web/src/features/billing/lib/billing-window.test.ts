import { describe, expect, it } from 'vitest';
import { rangeProblem, toReportWindow, toWindowQuery } from './billing-window';

describe('billing window', () => {
  it('leaves out the contract and open ends', () => {
    expect(toWindowQuery({ contractId: null, beginTime: '', endTime: '' })).toEqual({});
    expect(toWindowQuery({ contractId: 3, beginTime: '2026-01-01', endTime: '' })).toEqual({
      contractId: 3,
      beginTime: '2026-01-01',
    });
    expect(toReportWindow({ contractId: null, beginTime: '2026-01-01', endTime: '2026-02-01' })).toEqual({
      payBeginTime: '2026-01-01',
      payEndTime: '2026-02-01',
    });
  });

  it('refuses an end before the start', () => {
    expect(rangeProblem('2026-02-01', '2026-01-31')).toBe('您选择的结束日期早于开始日期');
    expect(rangeProblem('2026-02-01', '2026-02-01')).toBeNull();
    expect(rangeProblem('', '2026-02-01')).toBeNull();
  });
});
