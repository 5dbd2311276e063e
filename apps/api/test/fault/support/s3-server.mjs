// An s3rver of its own in a separate process, so that a fault test can stop (SIGSTOP) and resume (SIGCONT) it
// like a storage server that hangs. Usage: node s3-server.mjs <directory>; prints "PORT <n>" once listening.
// FAULT_S3_KEY / FAULT_S3_SECRET add a key pair next to s3rver's fixed S3RVER one (a production-like instance
// may not use the published development keys).
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const S3rver = require('s3rver');
if (process.env.FAULT_S3_KEY && process.env.FAULT_S3_SECRET) {
  const { DUMMY_ACCOUNT } = require('s3rver/lib/models/account.js');
  DUMMY_ACCOUNT.createKeyPair(process.env.FAULT_S3_KEY, process.env.FAULT_S3_SECRET);
}
const server = new S3rver({ port: 0, address: '127.0.0.1', directory: process.argv[2], silent: true });
const { port } = await server.run();
process.stdout.write(`PORT ${port}\n`);
