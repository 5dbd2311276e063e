import { cleanMessageText, expectReplyText, fillCannedReply } from './support-text.js';

describe('expectReplyText', () => {
  const zone = 'Asia/Shanghai';

  it('promises an answer within 30 minutes during opening hours', () => {
    // Tuesday 2026-11-24 10:00 in Shanghai.
    expect(expectReplyText(new Date('2026-11-24T02:00:00Z'), zone)).toContain('30分钟内');
  });

  it('names the next weekday after closing time', () => {
    // Friday 2026-11-27 19:00 in Shanghai: next opening is Monday.
    expect(expectReplyText(new Date('2026-11-27T11:00:00Z'), zone)).toContain('2026-11-30 9:00');
  });

  it('names the same day before opening time', () => {
    // Wednesday 2026-11-25 07:00 in Shanghai.
    expect(expectReplyText(new Date('2026-11-24T23:00:00Z'), zone)).toContain('2026-11-25 9:00');
  });
});

describe('fillCannedReply', () => {
  it('fills every placeholder from the order, as often as it occurs', () => {
    expect(
      fillCannedReply('{订单号}：{样本状态}，快递 {快递单号}（{订单号}）', {
        orderNo: 'SO1',
        sampleStatus: '测序中',
        expressNumber: 'SF100',
      }),
    ).toBe('SO1：测序中，快递 SF100（SO1）');
  });

  it('writes 暂无 where the conversation has no value', () => {
    expect(fillCannedReply('{订单号}/{快递单号}', { orderNo: null, sampleStatus: null, expressNumber: null })).toBe(
      '暂无/暂无',
    );
  });
});

describe('cleanMessageText', () => {
  it('keeps text and newlines, drops control characters and outer blanks', () => {
    expect(cleanMessageText('  <b>hi</b>\r\nthere\u0007  ')).toBe('<b>hi</b>\nthere');
  });
});
