import { zhCN } from '@mui/material/locale';
import { describe, expect, it } from 'vitest';
import { zhCNLocale } from './theme-locale';

type Props = Record<string, unknown>;
const propsOf = (locale: { components?: object }): Record<string, Props> =>
  Object.fromEntries(
    Object.entries(locale.components ?? {}).map(([name, value]) => [
      name,
      (value as { defaultProps: Props }).defaultProps,
    ]),
  );

/** Every text a locale's defaults give, the functions called with each argument MUI passes them. */
function texts(locale: { components?: object }): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [component, props] of Object.entries(propsOf(locale))) {
    for (const [name, value] of Object.entries(props)) {
      const key = `${component}.${name}`;
      if (typeof value !== 'function') out[key] = value;
      else if (name === 'labelDisplayedRows') {
        const call = value as (args: { from: number; to: number; count: number; page: number }) => string;
        out[key] = [call({ from: 1, to: 10, count: 12345, page: 0 }), call({ from: 11, to: 20, count: -1, page: 1 })];
      } else {
        const call = value as (...args: unknown[]) => string;
        out[key] = ['first', 'last', 'next', 'previous', 'page'].flatMap((type) => [
          call(type, 3, true),
          call(type, 3, false),
        ]);
        if (name === 'getLabelText') out[key] = call(4);
      }
    }
  }
  return out;
}

describe("the theme's Chinese texts", () => {
  it("are MUI's zhCN, word for word", () => {
    expect(texts(zhCNLocale)).toEqual(texts(zhCN));
    expect(Object.keys(texts(zhCNLocale)).length).toBeGreaterThan(10);
  });
});
