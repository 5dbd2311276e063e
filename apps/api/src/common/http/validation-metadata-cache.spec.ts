import { IsInt, IsString, Min, getMetadataStorage, validateSync } from 'class-validator';
import { installValidationMetadataCache } from './validation-metadata-cache.js';

class PageQuery {
  @IsInt({ message: '页码不正确' })
  @Min(1, { message: '页码不正确' })
  page!: number;
}

class SearchQuery extends PageQuery {
  @IsString({ message: '搜索词不正确' })
  search!: string;
}

const messages = (value: object) => validateSync(value).flatMap((error) => Object.values(error.constraints ?? {}));

describe('installValidationMetadataCache', () => {
  beforeAll(() => installValidationMetadataCache());

  it('answers the same rules, inherited ones included, on repeated validations', () => {
    const bad = Object.assign(new SearchQuery(), { page: 0, search: 1 });
    expect(messages(bad).sort()).toEqual(['搜索词不正确', '页码不正确']);
    expect(messages(bad).sort()).toEqual(['搜索词不正确', '页码不正确']);
    expect(messages(Object.assign(new SearchQuery(), { page: 2, search: 'PE150' }))).toEqual([]);
  });

  it('serves a repeated lookup from the memo', () => {
    const storage = getMetadataStorage();
    const first = storage.getTargetValidationMetadatas(SearchQuery, '', false, false);
    expect(storage.getTargetValidationMetadatas(SearchQuery, '', false, false)).toBe(first);
    expect(first.map((metadata) => metadata.propertyName).sort()).toEqual(['page', 'page', 'search']);
  });

  it('starts afresh when a rule is added after the first validations', () => {
    class LateQuery {
      @IsString({ message: '编号不正确' })
      code!: string;
    }
    expect(messages(Object.assign(new LateQuery(), { code: 7 }))).toEqual(['编号不正确']);
    // A decorator applied later (as a lazily loaded class would) reaches the next validation.
    IsInt({ message: '数量不正确' })(LateQuery.prototype, 'count');
    expect(messages(Object.assign(new LateQuery(), { code: 'A1', count: 'x' }))).toEqual(['数量不正确']);
  });
});
