import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { spoolUpload } from './spooled-upload.js';

describe('spoolUpload', () => {
  it('keeps a hashed temporary copy until discarded', async () => {
    const content = Buffer.from('@r1\nACGT\n+\nFFFF\n');
    const spooled = await spoolUpload(Readable.from([content.subarray(0, 5), content.subarray(5)]));
    expect(spooled).toMatchObject({ size: content.length, md5: createHash('md5').update(content).digest('hex') });
    expect(await readFile(spooled.path)).toEqual(content);
    await spooled.discard();
    expect(existsSync(spooled.path)).toBe(false);
  });

  it('leaves nothing behind when the upload fails half-way', async () => {
    const failing = new Readable({
      read() {
        this.push(Buffer.from('part'));
        this.destroy(new Error('client went away'));
      },
    });
    await expect(spoolUpload(failing)).rejects.toThrow('client went away');
  });
});
