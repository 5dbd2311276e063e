import { describe, expect, it } from 'vitest';
import { AuditType, isAuditApproved } from './audit-type.js';
import { DELIVERY_MODE_TABS, DEFAULT_DELIVERY_SPECIES_ID, DeliveryMode } from './delivery.js';
import { ORDER_STATUS_ALL, ORDER_STATUS_TABS, OrderStatus, isOrderStatus } from './order-status.js';
import { DEFAULT_POSITION_KEY, POSITION_OPTIONS, positionLabel } from './positions.js';
import {
  nextProgressStep,
  SAMPLE_PROGRESS_LABELS,
  SAMPLE_PROGRESS_STEPS,
  SampleProgressStep,
} from './sample-progress.js';
import { isPurchasableTemplate, sampleTypeLabel, TemplateType } from './template-type.js';

describe('order status tabs', () => {
  it('lists 全部 then statuses 1 to 4, leaving cancelled out', () => {
    expect(ORDER_STATUS_TABS.map((tab) => [tab.status, tab.label])).toEqual([
      [ORDER_STATUS_ALL, '全部'],
      [1, '待付款'],
      [2, '待收样'],
      [3, '已收样'],
      [4, '已完成'],
    ]);
  });

  it('recognises only the statuses 1 to 5', () => {
    expect(isOrderStatus(OrderStatus.Cancelled)).toBe(true);
    expect(isOrderStatus(0)).toBe(false);
    expect(isOrderStatus(6)).toBe(false);
  });
});

describe('sample progress', () => {
  it('orders the six steps from sent to sequencing done', () => {
    expect(SAMPLE_PROGRESS_STEPS.map((step) => SAMPLE_PROGRESS_LABELS[step])).toEqual([
      '已寄出',
      '已收样',
      '质检完成',
      '上机',
      '下机',
      '测序完成',
    ]);
  });

  it('moves one step forward and stops after sequencing done', () => {
    expect(nextProgressStep(SampleProgressStep.Sent)).toBe(SampleProgressStep.Received);
    expect(nextProgressStep(SampleProgressStep.OffMachine)).toBe(SampleProgressStep.SequencingDone);
    expect(nextProgressStep(SampleProgressStep.SequencingDone)).toBeNull();
  });
});

describe('sampleTypeLabel', () => {
  it('reads 生物 for nucleic-acid samples and 文库 for everything else', () => {
    expect(sampleTypeLabel(TemplateType.Sample)).toBe('生物');
    expect(sampleTypeLabel(TemplateType.Library)).toBe('文库');
    expect(sampleTypeLabel(TemplateType.DeliveryAnalysis)).toBe('文库');
    expect(sampleTypeLabel(undefined)).toBe('文库');
  });

  it('hides purchase for analysis products only', () => {
    expect(isPurchasableTemplate(TemplateType.DeliveryAnalysis)).toBe(false);
    expect(isPurchasableTemplate(TemplateType.Library)).toBe(true);
  });
});

describe('delivery', () => {
  it('maps tab 1 to pickup (mode 2) and tab 2 to courier (mode 1)', () => {
    expect(DELIVERY_MODE_TABS.map((tab) => [tab.tab, tab.mode])).toEqual([
      [1, DeliveryMode.Pickup],
      [2, DeliveryMode.Courier],
    ]);
    expect(DeliveryMode.Pickup).toBe(2);
  });

  it('defaults the delivery option to 闪测, id 2', () => {
    expect(DEFAULT_DELIVERY_SPECIES_ID).toBe(2);
  });
});

describe('positions', () => {
  it('defaults to key 3, 业务线负责人', () => {
    expect(DEFAULT_POSITION_KEY).toBe(3);
    expect(positionLabel(DEFAULT_POSITION_KEY)).toBe('业务线负责人');
  });

  it('has unique keys', () => {
    const keys = POSITION_OPTIONS.map((option) => option.key);
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe('isAuditApproved', () => {
  it('is true for auditType 3 only', () => {
    expect(isAuditApproved(AuditType.Approved)).toBe(true);
    expect(isAuditApproved(AuditType.AwaitingReview)).toBe(false);
    expect(isAuditApproved(AuditType.NotCertified)).toBe(false);
  });
});
