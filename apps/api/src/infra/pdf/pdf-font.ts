import { readFileSync } from 'node:fs';

/**
 * The CJK font embedded in every PDF. WenQuanYi Zen Hei (Debian's fonts-wqy-zenhei, GPL with the font-embedding
 * exception) is installed by .ci/run and the Dockerfile; PDF_CJK_FONT / PDF_CJK_FONT_FAMILY point at another
 * TrueType/OpenType font (or a face of a collection) where the machine has one. pdfkit embeds only the glyphs used.
 */
export const DEFAULT_CJK_FONT_PATH = '/usr/share/fonts/truetype/wqy/wqy-zenhei.ttc';
/** The PostScript name of the face inside the collection. */
export const DEFAULT_CJK_FONT_FAMILY = 'WenQuanYiZenHei';

export interface CjkFont {
  path: string;
  family: string | undefined;
  data: Buffer;
}

let cached: CjkFont | undefined;

/** Read once per process: the collection is 17 MB and every document needs it. */
export function cjkFont(env: NodeJS.ProcessEnv = process.env): CjkFont {
  const path = env.PDF_CJK_FONT || DEFAULT_CJK_FONT_PATH;
  const family = env.PDF_CJK_FONT_FAMILY || (path === DEFAULT_CJK_FONT_PATH ? DEFAULT_CJK_FONT_FAMILY : undefined);
  if (cached?.path === path && cached.family === family) return cached;
  let data: Buffer;
  try {
    data = readFileSync(path);
  } catch {
    throw new Error(
      `PDF font ${path} not found: install fonts-wqy-zenhei (apt-get install fonts-wqy-zenhei) or set PDF_CJK_FONT`,
    );
  }
  cached = { path, family, data };
  return cached;
}
