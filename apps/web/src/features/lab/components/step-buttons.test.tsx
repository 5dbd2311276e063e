import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OrderStatus, type LabOrderView } from '@seqportal/contract';
import { describe, expect, it, vi } from 'vitest';
import { labOrder, labSample, qcOf } from '../testing/lab-fixtures';
import { StepButtons } from './step-buttons';

// One sample before each interesting point: not yet received, received, on the machine, finished.
const NOT_RECEIVED = labSample(1, 'SENT');
const RECEIVED = labSample(2, 'RECEIVED', { qc: qcOf(2) });
const ON_MACHINE = labSample(3, 'ON_MACHINE');
const FINISHED = labSample(4, 'SEQUENCING_DONE');
const MIXED = labOrder([NOT_RECEIVED, RECEIVED, ON_MACHINE, FINISHED], OrderStatus.AwaitingSamples);

function renderButtons(
  order: LabOrderView,
  selected: number[] = [],
  busyStep: Parameters<typeof StepButtons>[0]['busyStep'] = null,
) {
  const onStep = vi.fn();
  render(<StepButtons order={order} selectedIds={new Set(selected)} onStep={onStep} busyStep={busyStep} />);
  return { onStep };
}

const button = (step: string): HTMLButtonElement => screen.getByTestId(`step-${step}`) as HTMLButtonElement;

function enabledSteps(): string[] {
  return ['RECEIVED', 'QC_DONE', 'ON_MACHINE', 'OFF_MACHINE', 'SEQUENCING_DONE'].filter(
    (step) => !button(step).disabled,
  );
}

describe('StepButtons', () => {
  it('shows the five lab steps in bench order', () => {
    renderButtons(MIXED);
    expect(screen.getAllByRole('button').map((element) => element.textContent)).toEqual([
      '1. 收样',
      '2. 质检完成',
      '3. 上机',
      '4. 下机',
      '5. 测序完成',
    ]);
  });

  it('enables, with nothing selected, exactly the steps some sample of the order is ready for', () => {
    renderButtons(MIXED);
    expect(enabledSteps()).toEqual(['RECEIVED', 'QC_DONE', 'OFF_MACHINE']);
    expect(button('RECEIVED').dataset.ready).toBe('1');
    expect(button('ON_MACHINE').dataset.ready).toBe('0');
  });

  it('treats a sample never marked as sent as still to be received', () => {
    renderButtons(labOrder([labSample(9, null)], OrderStatus.AwaitingSamples));
    expect(enabledSteps()).toEqual(['RECEIVED']);
  });

  it('looks only at the selected samples when some are selected', () => {
    renderButtons(MIXED, [RECEIVED.id, ON_MACHINE.id]);
    expect(enabledSteps()).toEqual(['QC_DONE', 'OFF_MACHINE']);
  });

  it('disables every step when the selection holds only finished samples', () => {
    renderButtons(MIXED, [FINISHED.id]);
    expect(enabledSteps()).toEqual([]);
  });

  it('disables every step of a completed order', () => {
    renderButtons(labOrder([RECEIVED], OrderStatus.Completed));
    expect(enabledSteps()).toEqual([]);
  });

  it('disables every step of an order awaiting payment', () => {
    renderButtons(labOrder([NOT_RECEIVED], OrderStatus.PendingPayment));
    expect(enabledSteps()).toEqual([]);
  });

  it('disables every button while a step is being recorded, so one click is never sent twice', () => {
    renderButtons(MIXED, [], 'QC_DONE');
    expect(enabledSteps()).toEqual([]);
    expect(button('QC_DONE').textContent).toBe('提交中…');
  });

  it('keeps 质检完成 disabled, saying why, until the QC results of a received sample are entered', () => {
    renderButtons(labOrder([labSample(8, 'RECEIVED')]));
    expect(enabledSteps()).toEqual([]);
    expect(button('QC_DONE').dataset.reason).toBe('请先录入样本的质检结果');
    expect(button('ON_MACHINE').dataset.reason).toBe('没有待上机的样本');
  });

  it('moves to 质检完成 only the samples whose QC results are entered', () => {
    renderButtons(labOrder([labSample(8, 'RECEIVED'), labSample(9, 'RECEIVED', { qc: qcOf(9) })]));
    expect(button('QC_DONE').disabled).toBe(false);
    expect(button('QC_DONE').dataset.ready).toBe('1');
  });

  it('hands the clicked step and the samples it applies to to the console', async () => {
    const order = labOrder([labSample(5, 'QC_DONE'), labSample(6, 'QC_DONE'), labSample(7, 'RECEIVED')]);
    const { onStep } = renderButtons(order);
    await userEvent.click(button('ON_MACHINE'));
    expect(onStep).toHaveBeenCalledTimes(1);
    expect(onStep.mock.calls[0]?.[0]).toMatchObject({
      step: 'ON_MACHINE',
      label: '上机',
      sampleIds: [5, 6],
      enabled: true,
    });
  });
});
