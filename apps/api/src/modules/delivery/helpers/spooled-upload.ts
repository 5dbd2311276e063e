import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Md5CountingStream } from './hashing-stream.js';

export interface SpooledUpload {
  path: string;
  size: number;
  md5: string;
  /** Removes the temporary copy; safe to call twice. */
  discard(): Promise<void>;
}

/**
 * Copies an upload of unknown length to a temporary file, hashing it on the way. The storage then receives a
 * stream of known size: one PUT up to the client's part size (no multipart listing, which s3rver lacks), and
 * nothing at all is written when the upload fails half-way, so a broken upload never replaces a good file.
 */
export async function spoolUpload(source: Readable): Promise<SpooledUpload> {
  const directory = await mkdtemp(join(tmpdir(), 'seqportal-upload-'));
  const discard = () => rm(directory, { recursive: true, force: true });
  const path = join(directory, 'upload');
  const hashing = new Md5CountingStream();
  try {
    await pipeline(source, hashing, createWriteStream(path));
  } catch (error) {
    await discard();
    throw error;
  }
  return { path, size: hashing.bytes, md5: hashing.md5(), discard };
}
