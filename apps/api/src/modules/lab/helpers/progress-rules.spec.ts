import { OrderStatus } from '@seqportal/contract';
import {
  allReceived,
  allSequenced,
  allowedNextSteps,
  orderAcceptsProgress,
  planStep,
  suggestedNextStep,
} from './progress-rules.js';

describe('progress rules', () => {
  it('lets a new sample be marked sent, or received directly', () => {
    expect(allowedNextSteps(null)).toEqual(['SENT', 'RECEIVED']);
    expect(suggestedNextStep(null)).toBe('RECEIVED');
  });

  it('moves forward one step at a time and stops after sequencing', () => {
    expect(allowedNextSteps('SENT')).toEqual(['RECEIVED']);
    expect(allowedNextSteps('RECEIVED')).toEqual(['QC_DONE']);
    expect(allowedNextSteps('OFF_MACHINE')).toEqual(['SEQUENCING_DONE']);
    expect(allowedNextSteps('SEQUENCING_DONE')).toEqual([]);
    expect(suggestedNextStep('SEQUENCING_DONE')).toBeNull();
  });

  it('plans a batch and explains every sample that cannot move', () => {
    const plan = planStep(
      [
        { id: 1, codeNo: 'A1', progressStep: 'RECEIVED' },
        { id: 2, codeNo: 'A2', progressStep: 'QC_DONE' },
        { id: 3, codeNo: 'A3', progressStep: null },
      ],
      'QC_DONE',
    );
    expect(plan.moving.map((sample) => sample.id)).toEqual([1]);
    expect(plan.refusals).toEqual([
      '样本A2当前为质检完成，不能再记录质检完成',
      '样本A3当前为待寄送，下一步应为已寄出或已收样',
    ]);
  });

  it('refuses skipping ahead', () => {
    expect(planStep([{ id: 1, codeNo: 'B1', progressStep: 'RECEIVED' }], 'ON_MACHINE').refusals).toEqual([
      '样本B1当前为已收样，下一步应为质检完成',
    ]);
  });

  it('refuses going back', () => {
    expect(planStep([{ id: 1, codeNo: 'B1', progressStep: 'ON_MACHINE' }], 'RECEIVED').refusals).toEqual([
      '样本B1当前为上机，不能再记录已收样',
    ]);
  });

  it('knows when an order has all its samples and when all are sequenced', () => {
    expect(allReceived(['RECEIVED', 'QC_DONE'])).toBe(true);
    expect(allReceived(['RECEIVED', 'SENT'])).toBe(false);
    expect(allReceived(['RECEIVED', null])).toBe(false);
    expect(allReceived([])).toBe(false);
    expect(allSequenced(['SEQUENCING_DONE', 'SEQUENCING_DONE'])).toBe(true);
    expect(allSequenced(['SEQUENCING_DONE', 'OFF_MACHINE'])).toBe(false);
  });

  it('accepts progress only on orders awaiting samples or with samples received', () => {
    expect(orderAcceptsProgress(OrderStatus.AwaitingSamples)).toBe(true);
    expect(orderAcceptsProgress(OrderStatus.SamplesReceived)).toBe(true);
    expect(orderAcceptsProgress(OrderStatus.PendingPayment)).toBe(false);
    expect(orderAcceptsProgress(OrderStatus.Completed)).toBe(false);
    expect(orderAcceptsProgress(OrderStatus.Cancelled)).toBe(false);
  });
});
