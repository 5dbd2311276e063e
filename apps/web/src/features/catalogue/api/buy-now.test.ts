import { PropertyType, routes } from '@seqportal/contract';
import { describe, expect, it } from 'vitest';
import { envelope, stubApi } from '@/testing/stub-api';
import { buyNow } from './buy-now';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

function submitCalls(fetchMock: ReturnType<typeof stubApi>) {
  return fetchMock.mock.calls
    .filter(([input]) => String(input).includes(routes.SubmitOrder.path))
    .map(([, init]) => ({ body: JSON.parse(String(init?.body)) as unknown, headers: new Headers(init?.headers) }));
}

describe('buy now', () => {
  it('orders through SubmitOrder with an Idempotency-Key, a new one for each purchase', async () => {
    const fetchMock = stubApi({
      [routes.AddShoppingCart.path]: () => envelope({ cartId: 1 }),
      [routes.SubmitOrder.path]: () => envelope({ orderNo: 'SO202611240001' }),
    });
    const request = { skuId: 101, qty: 2, propertyType: PropertyType.SampleSheet };

    await expect(buyNow(request)).resolves.toEqual({ kind: 'ordered', orderNo: 'SO202611240001' });
    await buyNow(request);

    const [first, second] = submitCalls(fetchMock);
    expect(first!.body).toMatchObject({ propertyType: 0, skuList: [{ skuId: 101, count: 2 }] });
    expect(first!.headers.get('Idempotency-Key')).toMatch(UUID);
    expect(second!.headers.get('Idempotency-Key')).toMatch(UUID);
    expect(second!.headers.get('Idempotency-Key')).not.toBe(first!.headers.get('Idempotency-Key'));
  });

  it('answers settings-missing on 182 and creates nothing else', async () => {
    stubApi({
      [routes.AddShoppingCart.path]: () => envelope({ cartId: 1 }),
      [routes.SubmitOrder.path]: () => envelope(null, 182, '下单设置未填写，请前往下单设置补充'),
    });
    await expect(buyNow({ skuId: 101, qty: 1, propertyType: PropertyType.SampleSheet })).resolves.toEqual({
      kind: 'settings-missing',
    });
  });
});
