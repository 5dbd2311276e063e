import { describe, expect, it } from 'vitest';
import { externalChatUrl, startRequestOf } from './kefu-query';

describe('externalChatUrl', () => {
  it('accepts an http(s) address and refuses script addresses', () => {
    expect(externalChatUrl(new URLSearchParams('url=https://chat.example.com/x'))).toBe('https://chat.example.com/x');
    expect(externalChatUrl(new URLSearchParams('url=javascript:alert(1)'))).toBeNull();
    expect(externalChatUrl(new URLSearchParams(''))).toBeNull();
  });
});

describe('startRequestOf', () => {
  it('reads the context and what it carries', () => {
    expect(startRequestOf(new URLSearchParams('context=order&orderNo=SO1&sampleId=3'))).toEqual({
      context: 'order',
      orderNo: 'SO1',
      sampleId: 3,
    });
    expect(startRequestOf(new URLSearchParams('context=product&productId=7'))).toEqual({
      context: 'product',
      productId: 7,
    });
  });

  it('answers null without a known context', () => {
    expect(startRequestOf(new URLSearchParams('orderNo=SO1'))).toBeNull();
    expect(startRequestOf(new URLSearchParams('context=evil'))).toBeNull();
  });
});
