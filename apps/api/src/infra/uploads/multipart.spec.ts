import { existsSync } from 'node:fs';
import Fastify, { type FastifyInstance } from 'fastify';
import { ensureMultipart } from './multipart.js';

const BOUNDARY = 'seqportal-test-boundary';
const MULTIPART_BODY = [
  `--${BOUNDARY}`,
  'Content-Disposition: form-data; name="file"; filename="sheet.txt"',
  'Content-Type: text/plain',
  '',
  'sample sheet',
  `--${BOUNDARY}--`,
  '',
].join('\r\n');

describe('ensureMultipart', () => {
  let app: FastifyInstance;
  /** The 'close' listeners on the Node response when each handler ran. */
  const closeListeners: Record<string, number> = {};
  let savedFiles: string[];

  beforeEach(async () => {
    savedFiles = [];
    app = Fastify({ logger: false });
    ensureMultipart(app);
    app.post('/upload', async (request, reply) => {
      closeListeners.upload = reply.raw.listenerCount('close');
      const { files } = (await request.saveRequestFiles()) as unknown as { files: Array<{ filepath: string }> };
      savedFiles.push(...files.map((file) => file.filepath));
      return { saved: files.length };
    });
    app.post('/json', async (request, reply) => {
      closeListeners.json = reply.raw.listenerCount('close');
      return request.body;
    });
    await app.ready();
  });
  afterEach(() => app.close());

  const upload = () =>
    app.inject({
      method: 'POST',
      url: '/upload',
      headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      payload: MULTIPART_BODY,
    });

  it('still deletes the temp files a handler saved from a multipart request once it is answered', async () => {
    const answer = await upload();
    expect(answer.json()).toEqual({ saved: 1 });
    expect(savedFiles).toHaveLength(1);
    await vi.waitFor(() => expect(existsSync(savedFiles[0]!)).toBe(false));
  });

  it('runs the file-cleanup hooks for multipart requests only, not for JSON calls', async () => {
    await upload();
    const json = await app.inject({ method: 'POST', url: '/json', payload: { pageIndex: 1 } });
    expect(json.json()).toEqual({ pageIndex: 1 });
    // The plugin's request hook listens for an early close; a JSON call has one listener fewer.
    expect(closeListeners.upload).toBe(closeListeners.json! + 1);
  });
});
