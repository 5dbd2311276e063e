import { describe, expect, it, vi } from 'vitest';
import { clearSession, getRefreshToken, getToken, isPersistentSession, setToken, subscribeSession } from './session';

describe('token store', () => {
  it('keeps a non-persistent token in sessionStorage only', () => {
    setToken('t1', 'r1', false);
    expect(getToken()).toBe('t1');
    expect(getRefreshToken()).toBe('r1');
    expect(sessionStorage.getItem('seqportal.token')).toBe('t1');
    expect(localStorage.getItem('seqportal.token')).toBeNull();
    expect(isPersistentSession()).toBe(false);
  });

  it('also keeps the token in localStorage when keep-login was chosen', () => {
    setToken('t2', 'r2', true);
    expect(localStorage.getItem('seqportal.token')).toBe('t2');
    expect(isPersistentSession()).toBe(true);
  });

  it('drops an older persistent token when a later login is not persistent', () => {
    setToken('old', 'r', true);
    setToken('new', 'r', false);
    expect(localStorage.getItem('seqportal.token')).toBeNull();
    expect(getToken()).toBe('new');
  });

  it('clears both storages and tells subscribers', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeSession(listener);
    setToken('t3', 'r3', true);
    clearSession();
    unsubscribe();
    expect(getToken()).toBeNull();
    expect(getRefreshToken()).toBeNull();
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
