export interface ManifestLine {
  /** Path below the order's prefix. */
  path: string;
  md5: string;
}

/**
 * The order's manifest in `md5sum` text format ("<md5>  <path>"), sorted by path, so that a customer who downloaded
 * the prefix can check every file with `md5sum -c md5sum.txt`. File names never hold newlines or backslashes
 * (cleanFileName refuses them), which md5sum would otherwise have to escape.
 */
export function buildMd5Manifest(lines: readonly ManifestLine[]): string {
  return [...lines]
    .sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))
    .map((line) => {
      if (!/^[0-9a-f]{32}$/.test(line.md5)) throw new Error(`Not an MD5: ${line.md5}`);
      return `${line.md5}  ${line.path}\n`;
    })
    .join('');
}
