import { describe, expect, it } from 'vitest';
import { notifier } from './notifier';

describe('notifier', () => {
  it('collapses identical toasts so failing calls cannot stack a storm', () => {
    notifier.toast('网络异常');
    notifier.toast('网络异常');
    notifier.toast('接口超时');
    expect(notifier.getSnapshot().map((n) => n.kind === 'toast' && n.message)).toEqual(['网络异常', '接口超时']);
  });

  it('shows a keyed dialog once and lets it be dismissed', () => {
    const first = notifier.dialog({ key: 'login-invalid', message: 'a' });
    const second = notifier.dialog({ key: 'login-invalid', message: 'a' });
    expect(second).toBe(first);
    notifier.dismiss(first);
    expect(notifier.getSnapshot()).toHaveLength(0);
  });

  it('keeps the error list, the OK label and the callback of the generic error dialog', () => {
    const onOk = () => undefined;
    notifier.errorList({ messages: ['a', 'b'], okLabel: '知道了', onOk });
    expect(notifier.getSnapshot()).toEqual([
      expect.objectContaining({ kind: 'dialog', title: '提示', messages: ['a', 'b'], okLabel: '知道了', onOk }),
    ]);
  });
});
