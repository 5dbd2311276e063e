import { createHash, type Hash } from 'node:crypto';
import { Transform, type TransformCallback } from 'node:stream';

/** Passes bytes through unchanged while computing their MD5 and counting them, for uploads of unknown size. */
export class Md5CountingStream extends Transform {
  private readonly hash: Hash = createHash('md5');
  bytes = 0;

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.hash.update(chunk);
    this.bytes += chunk.length;
    callback(null, chunk);
  }

  /** Lower-case hex; call once the stream has ended. */
  md5(): string {
    return this.hash.digest('hex');
  }
}
