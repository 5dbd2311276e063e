// Docker HEALTHCHECK: exit 0 when /api/health answers HTTP 200 with code 0 (PostgreSQL, Redis and S3 up).
// Node instead of curl, which the slim image does not have.
const port = process.env.PORT || 3000;
try {
  const response = await fetch(`http://127.0.0.1:${port}/api/health`, { signal: AbortSignal.timeout(4000) });
  const body = await response.json();
  process.exit(response.status === 200 && body?.code === 0 ? 0 : 1);
} catch {
  process.exit(1);
}
