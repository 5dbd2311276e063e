import { DeliveryMode } from '@seqportal/contract';
import { describe, expect, it } from 'vitest';
import { checkPlaceOrder, type PlaceOrderInput } from './place-order-checks';

// 2025-03-01 10:23 in Asia/Shanghai.
const NOW = new Date('2025-03-01T02:23:00Z');
const valid: PlaceOrderInput = {
  labName: '上海实验室',
  agreement: true,
  mode: DeliveryMode.Pickup,
  datatime: '2025-03-01 14:23',
  addressId: 3,
};

describe('checks before placing an order, in the order of spec part 1 section 5', () => {
  it('passes a complete pickup order and a courier order without time or address', () => {
    expect(checkPlaceOrder(valid, NOW)).toBeNull();
    expect(checkPlaceOrder({ ...valid, mode: DeliveryMode.Courier, datatime: null, addressId: null }, NOW)).toBeNull();
  });

  it('asks for the delivery lab first, even when everything else is missing', () => {
    expect(
      checkPlaceOrder(
        { labName: null, agreement: false, mode: DeliveryMode.Pickup, datatime: null, addressId: null },
        NOW,
      ),
    ).toBe('请选择派送地址！');
  });

  it('then for the agreement', () => {
    expect(checkPlaceOrder({ ...valid, agreement: false, datatime: null }, NOW)).toBe(
      '请先阅读并同意勾选服务协议及隐私条款！',
    );
  });

  it('then for the pickup time: required, after the current hour, not after 16', () => {
    expect(checkPlaceOrder({ ...valid, datatime: null }, NOW)).toBe('请选择取样时间');
    expect(checkPlaceOrder({ ...valid, datatime: '2025-03-01 10:23' }, NOW)).toBe('取样时间必须大于当前时间');
    expect(checkPlaceOrder({ ...valid, datatime: '2025-03-01 09:23' }, NOW)).toBe('取样时间必须大于当前时间');
    expect(checkPlaceOrder({ ...valid, datatime: '2025-03-02 17:23' }, NOW)).toBe('取样时间不能超过16点');
    expect(checkPlaceOrder({ ...valid, datatime: '2025-03-02 16:23' }, NOW)).toBeNull();
  });

  it('asks for a pickup address last', () => {
    expect(checkPlaceOrder({ ...valid, addressId: null }, NOW)).toBe('请选择取样地址');
  });
});
