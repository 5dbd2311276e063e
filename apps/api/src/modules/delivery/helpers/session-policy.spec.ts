import { readOnlyPrefixPolicy } from './session-policy.js';

describe('readOnlyPrefixPolicy', () => {
  const policy = JSON.parse(readOnlyPrefixPolicy('seqportal-delivery', 'orders/SO1/'));

  it('allows reading objects below the prefix only', () => {
    expect(policy.Statement[0]).toEqual({
      Effect: 'Allow',
      Action: ['s3:GetObject'],
      Resource: ['arn:aws:s3:::seqportal-delivery/orders/SO1/*'],
    });
  });

  it('allows listing only with the prefix as condition', () => {
    expect(policy.Statement[1].Condition).toEqual({ StringLike: { 's3:prefix': ['orders/SO1/', 'orders/SO1/*'] } });
  });

  it('grants no write, delete or other action', () => {
    const actions = policy.Statement.flatMap((statement: { Action: string[] }) => statement.Action);
    expect(actions.sort()).toEqual(['s3:GetBucketLocation', 's3:GetObject', 's3:ListBucket']);
    expect(policy.Statement.every((statement: { Effect: string }) => statement.Effect === 'Allow')).toBe(true);
  });

  it('refuses a prefix without a trailing slash (orders/SO1 would also match orders/SO10)', () => {
    expect(() => readOnlyPrefixPolicy('b', 'orders/SO1')).toThrow();
  });
});
