import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { theme } from './theme';
import { appPalette } from './theme-palette';

// Tests run from apps/web (vitest's root); jsdom's import.meta.url is not a file URL.
const SRC = join(process.cwd(), 'src');

/** The theme module: the only files of src/ allowed to spell a colour. */
const THEME_FILES = ['app/theme.ts', 'app/theme-palette.ts'];

/** Hex colours of 3, 4, 6 or 8 digits; not an HTML entity (`&#123;`) nor part of a longer word. */
const HEX = /(?<![&\w])#(?:[0-9a-f]{8}|[0-9a-f]{6}|[0-9a-f]{3,4})\b/gi;
/** CSS colour functions: rgb(), rgba(), hsl(), hsla(), hwb(), lab(), lch(), oklab(), oklch(), color(). */
const COLOUR_FUNCTION = /\b(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch|color)\(/gi;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(tsx?|css)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** `line: literal` for every colour literal in a text. */
function colourLiterals(text: string): string[] {
  return text
    .split('\n')
    .flatMap((line, index) =>
      [...line.matchAll(HEX), ...line.matchAll(COLOUR_FUNCTION)].map((match) => `${index + 1}: ${match[0]}`),
    );
}

const checkedFiles = sourceFiles(SRC)
  .map((path) => ({ path, name: relative(SRC, path).split(sep).join('/') }))
  .filter(({ name }) => !THEME_FILES.includes(name));

describe('colours come from the theme', () => {
  it('finds the colour literals it is meant to refuse, and not look-alikes', () => {
    expect(colourLiterals("bgcolor: '#fff'")).toEqual(['1: #fff']);
    expect(colourLiterals("border: '1px solid #C8CCD2'")).toEqual(['1: #C8CCD2']);
    expect(colourLiterals("boxShadow: '0 1px 2px rgba(0,0,0,0.12)', c: 'rgb(1 2 3)'")).toHaveLength(2);
    expect(colourLiterals("color: 'hsl(200 50% 40%)'")).toHaveLength(1);
    expect(colourLiterals("getElementById('root'); '#root'; '&#123;'; issue #14; a#bad")).toEqual([]);
  });

  it('keeps the theme module where the allow-list says', () => {
    for (const file of THEME_FILES) expect([file, existsSync(join(SRC, file))]).toEqual([file, true]);
  });

  it('has no hex, rgb() or rgba() colour outside the theme module (use palette entries instead)', () => {
    expect(checkedFiles.length).toBeGreaterThan(100);
    const found = checkedFiles.flatMap(({ path, name }) =>
      colourLiterals(readFileSync(path, 'utf8')).map((hit) => `${name}:${hit}`),
    );
    expect(found).toEqual([]);
  });

  it('resolves every sx palette path of the app’s own palette groups (a typo would silently drop the colour)', () => {
    const groups = Object.keys(appPalette).join('|');
    // 'surface.subtle' and `liveStatus.${status}` (the latter checked for its group only).
    const path = new RegExp(`['\`](${groups})\\.(\\w+|\\$\\{)`, 'g');
    const palette = theme.palette as unknown as Record<string, Record<string, unknown>>;
    const unknown = checkedFiles.flatMap(({ path: file, name }) =>
      [...readFileSync(file, 'utf8').matchAll(path)]
        .filter(([, group, key]) => key !== '${' && typeof palette[group!]?.[key!] !== 'string')
        .map(([, group, key]) => `${name}: ${group}.${key}`),
    );
    expect(unknown).toEqual([]);
  });
});
