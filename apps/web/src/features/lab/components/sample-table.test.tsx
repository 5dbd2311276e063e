import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { labSample } from '../testing/lab-fixtures';
import { SampleTable } from './sample-table';

function renderTable(samples: Parameters<typeof SampleTable>[0]['samples']) {
  render(
    <SampleTable
      samples={samples}
      selectedIds={new Set()}
      onToggle={vi.fn()}
      onToggleAll={vi.fn()}
      highlightId={null}
      onEditQc={vi.fn()}
    />,
  );
}

describe('SampleTable', () => {
  it("shows the customer's own sample number beside the send code", () => {
    renderTable([labSample(1, 'RECEIVED', { sendTempCode: 'TY261121000001', sampleNo: 'YB-01', name: '小鼠肝脏' })]);
    const headers = within(screen.getByTestId('lab-samples'))
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers.slice(1, 4)).toEqual(['送样编号', '样本编号', '样本名称']);
    const row = screen.getByTestId('lab-sample-row');
    expect(within(row).getByTestId('lab-sample-send-code').textContent).toContain('TY261121000001');
    expect(within(row).getByTestId('lab-sample-no').textContent).toBe('YB-01');
    expect(row.textContent).toContain('小鼠肝脏');
  });

  it('marks a sample without a customer number with a dash rather than the send code', () => {
    renderTable([labSample(2, 'RECEIVED', { sendTempCode: 'TW261121000002', sampleNo: '' })]);
    expect(screen.getByTestId('lab-sample-no').textContent).toBe('—');
  });
});
