import 'reflect-metadata';
import type { ArgumentMetadata } from '@nestjs/common';
import { describe, expect, it } from 'vitest';
import { PageField, PageSizeField } from './page-field.js';
import { createValidationPipe } from './validation.pipe.js';

class QueryList {
  @PageField()
  page: number = 1;

  @PageSizeField({ max: 50, defaultSize: 10 })
  pageSize: number = 10;
}

class OptionalSizeQuery {
  @PageSizeField({ max: 100, defaultSize: 20, optional: true })
  pageSize?: number;
}

class BodyList {
  @PageSizeField({ max: 100, defaultSize: 10, fromQuery: false })
  pageSize: number = 10;
}

const pipe = createValidationPipe();

async function outcome(metatype: new () => object, type: 'query' | 'body', value: object): Promise<unknown> {
  try {
    return await pipe.transform(value, { type, metatype } as ArgumentMetadata);
  } catch (error) {
    return { refused: (error as Error).message };
  }
}

describe('PageSizeField', () => {
  it('converts a query string and keeps the default when the size is absent', async () => {
    expect(await outcome(QueryList, 'query', { pageSize: '25' })).toEqual({ page: 1, pageSize: 25 });
    expect(await outcome(QueryList, 'query', {})).toEqual({ page: 1, pageSize: 10 });
  });

  it.each([
    [{ pageSize: '0' }, '每页条数必须是正整数'],
    [{ pageSize: '-3' }, '每页条数必须是正整数'],
    [{ pageSize: '2.5' }, '每页条数必须是正整数'],
    [{ pageSize: 'ten' }, '每页条数必须是正整数'],
    [{ pageSize: '51' }, '每页条数不能超过50'],
  ])('refuses %o with "%s"', async (query, message) => {
    expect(await outcome(QueryList, 'query', query)).toEqual({ refused: message });
  });

  it('leaves an optional size out when it is not sent, and checks it when it is', async () => {
    expect(await outcome(OptionalSizeQuery, 'query', {})).toEqual({});
    expect(await outcome(OptionalSizeQuery, 'query', { pageSize: '101' })).toEqual({ refused: '每页条数不能超过100' });
  });

  it('takes a JSON body number as sent and refuses a string there', async () => {
    expect(await outcome(BodyList, 'body', { pageSize: 30 })).toEqual({ pageSize: 30 });
    expect(await outcome(BodyList, 'body', { pageSize: '30' })).toEqual({ refused: '每页条数必须是正整数' });
  });
});
