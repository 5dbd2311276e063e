import { hookList } from './route-hooks.js';

describe('hookList', () => {
  const first = () => undefined;
  const second = () => undefined;

  it('reads a route with no hooks, one hook or a list of them as a list', () => {
    expect(hookList(undefined)).toEqual([]);
    expect(hookList(first)).toEqual([first]);
    expect(hookList([first, second])).toEqual([first, second]);
  });

  it('returns a copy, so adding to it leaves the route options unchanged', () => {
    const hooks = [first];
    const list = hookList(hooks);
    list.push(second);
    expect(hooks).toEqual([first]);
  });
});
