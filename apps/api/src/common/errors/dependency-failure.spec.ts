import { isDependencyUnavailable, isRejectedInput, redactedMessage } from './dependency-failure.js';

describe('isDependencyUnavailable', () => {
  it('recognises the clients’ timeouts and lost connections', () => {
    expect(isDependencyUnavailable(new Error('Query read timeout'))).toBe(true);
    expect(isDependencyUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
    expect(isDependencyUnavailable(new Error('Command timed out'))).toBe(true);
    expect(isDependencyUnavailable(Object.assign(new Error('connect'), { code: 'ECONNREFUSED' }))).toBe(true);
    expect(isDependencyUnavailable({ name: 'QueryFailedError', driverError: { code: '57014' } })).toBe(true);
    expect(isDependencyUnavailable(new Error('wrapped', { cause: { name: 'TimeoutError' } }))).toBe(true);
  });

  it('leaves programming errors and refused input alone', () => {
    expect(isDependencyUnavailable(new TypeError('cannot read properties of undefined'))).toBe(false);
    expect(isDependencyUnavailable({ name: 'QueryFailedError', driverError: { code: '23505' } })).toBe(false);
    expect(isDependencyUnavailable({ name: 'QueryFailedError', driverError: { code: '22003' } })).toBe(false);
  });
});

describe('isRejectedInput', () => {
  it('is true for PostgreSQL data exceptions only', () => {
    expect(isRejectedInput({ driverError: { code: '22003' } })).toBe(true);
    expect(isRejectedInput({ driverError: { code: '22P02' } })).toBe(true);
    expect(isRejectedInput({ driverError: { code: '23505' } })).toBe(false);
    expect(isRejectedInput(new Error('x'))).toBe(false);
  });
});

describe('redactedMessage', () => {
  it('drops the values PostgreSQL quotes', () => {
    expect(redactedMessage('invalid input syntax for type integer: "13800000001"')).toBe(
      'invalid input syntax for type integer: "…"',
    );
    expect(redactedMessage(`value '99999999999' is out of range`)).toBe(`value '…' is out of range`);
  });
});
