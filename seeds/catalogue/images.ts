import { storageConfig } from '../../apps/api/src/config/configuration.js';
import { StorageService } from '../../apps/api/src/infra/storage/storage.service.js';

/*
 * Demo images are drawn, not downloaded: small SVGs in the colours of the goods' top-level category, with
 * the product name, so every product and banner has a distinct picture without shipping binaries.
 */

const FONT = "'PingFang SC','Microsoft YaHei','Noto Sans CJK SC','Source Han Sans SC',sans-serif";

function escapeXml(text: string): string {
  return text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!,
  );
}

/** Splits a title into lines of about `width` full-width characters (ASCII counts half). */
function wrap(text: string, width: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = '';
  let size = 0;
  for (const character of text) {
    const weight = character.codePointAt(0)! < 0x80 ? 0.55 : 1;
    if (size + weight > width) {
      lines.push(line);
      line = '';
      size = 0;
    }
    line += character;
    size += weight;
  }
  if (line) lines.push(line);
  return lines.slice(0, maxLines);
}

/** A double helix drawn as two phase-shifted sine paths with rungs. */
function helix(x: number, y: number, width: number, amplitude: number, colour: string): string {
  const points = (phase: number) =>
    Array.from({ length: 41 }, (_, i) => {
      const px = x + (width * i) / 40;
      const py = y + amplitude * Math.sin((i / 40) * Math.PI * 4 + phase);
      return `${i === 0 ? 'M' : 'L'}${px.toFixed(1)} ${py.toFixed(1)}`;
    }).join(' ');
  const rungs = Array.from({ length: 13 }, (_, i) => {
    const px = x + (width * i) / 12;
    const t = (i / 12) * Math.PI * 4;
    return `<line x1="${px.toFixed(1)}" y1="${(y + amplitude * Math.sin(t)).toFixed(1)}" x2="${px.toFixed(1)}" y2="${(y + amplitude * Math.sin(t + Math.PI)).toFixed(1)}"/>`;
  }).join('');
  return `<g fill="none" stroke="${colour}" stroke-width="3" opacity="0.55"><path d="${points(0)}"/><path d="${points(Math.PI)}"/></g><g stroke="${colour}" stroke-width="1.5" opacity="0.35">${rungs}</g>`;
}

export function goodsSvg(name: string, platform: string, colours: [string, string], id: number): string {
  const lines = wrap(name, 9, 3)
    .map((line, i) => `<text x="200" y="${178 + i * 40}" text-anchor="middle">${escapeXml(line)}</text>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400">
<defs><linearGradient id="g${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${colours[0]}"/><stop offset="1" stop-color="${colours[1]}"/></linearGradient></defs>
<rect width="400" height="400" rx="16" fill="url(#g${id})"/>
${helix(40, 80, 320, 26, '#ffffff')}
<g font-family="${FONT}" font-size="32" font-weight="600" fill="#ffffff">${lines}</g>
<text x="200" y="350" text-anchor="middle" font-family="${FONT}" font-size="20" fill="#ffffff" opacity="0.9">${escapeXml(platform)}</text>
</svg>`;
}

export function bannerSvg(
  title: string,
  subtitle: string,
  colours: readonly [string, string] | readonly string[],
): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="400" viewBox="0 0 1200 400">
<defs><linearGradient id="b" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${colours[0]}"/><stop offset="1" stop-color="${colours[1]}"/></linearGradient></defs>
<rect width="1200" height="400" fill="url(#b)"/>
${helix(700, 200, 460, 70, '#ffffff')}
<text x="80" y="180" font-family="${FONT}" font-size="52" font-weight="700" fill="#ffffff">${escapeXml(title)}</text>
<text x="80" y="250" font-family="${FONT}" font-size="28" fill="#ffffff" opacity="0.9">${escapeXml(subtitle)}</text>
<rect x="80" y="290" width="180" height="52" rx="26" fill="#ffffff" opacity="0.95"/>
<text x="170" y="324" text-anchor="middle" font-family="${FONT}" font-size="22" fill="${colours[0]}">立即查看</text>
</svg>`;
}

/**
 * Uploads the drawn images to the public bucket, a few at a time. Storage that cannot be reached leaves the
 * catalogue without pictures rather than failing the whole seed: the data is what tests and demos need first.
 */
export async function uploadImages(images: Array<{ key: string; svg: string }>): Promise<void> {
  const storage = new StorageService(storageConfig());
  try {
    await storage.ensureBuckets();
    for (let i = 0; i < images.length; i += 8) {
      await Promise.all(
        images
          .slice(i, i + 8)
          .map((image) =>
            storage.put('public', image.key, Buffer.from(image.svg, 'utf8'), { contentType: 'image/svg+xml' }),
          ),
      );
    }
  } catch (error) {
    console.warn(`Catalogue images not uploaded (object storage unavailable): ${(error as Error).message}`);
  }
}
