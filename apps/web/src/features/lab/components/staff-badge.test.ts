import { describe, expect, it } from 'vitest';
import { staffBadge } from './lab-console';

describe('the lab header badge', () => {
  it('shows the name and the roles once each', () => {
    expect(staffBadge('陈立', ['lab'])).toBe('陈立（实验员）');
    expect(staffBadge('周敏', ['admin', 'lab', 'support'])).toBe('周敏（管理员、实验员、客服）');
  });

  it('does not repeat a role that is also the account name', () => {
    expect(staffBadge('实验员', ['lab'])).toBe('实验员');
    expect(staffBadge('客服', ['support', 'lab'])).toBe('客服（实验员）');
  });
});
