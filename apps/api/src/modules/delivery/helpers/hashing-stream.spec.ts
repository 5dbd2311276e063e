import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Md5CountingStream } from './hashing-stream.js';

describe('Md5CountingStream', () => {
  it('passes the bytes through and reports their MD5 and count', async () => {
    const parts = [Buffer.from('@r1\nACGT\n'), Buffer.from('+\nFFFF\n')];
    const hashing = new Md5CountingStream();
    const out: Buffer[] = [];
    await pipeline(Readable.from(parts), hashing, async (source: AsyncIterable<Buffer>) => {
      for await (const chunk of source) out.push(chunk);
    });
    const whole = Buffer.concat(parts);
    expect(Buffer.concat(out)).toEqual(whole);
    expect(hashing.bytes).toBe(whole.length);
    expect(hashing.md5()).toBe(createHash('md5').update(whole).digest('hex'));
  });
});
