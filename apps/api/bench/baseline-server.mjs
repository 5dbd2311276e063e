// The benchmark's baseline: plain Fastify + pg running the very same SQL as the API (imported from the API's
// build), with no framework layers: no guards, validation, envelope, mapping or logging. Usage:
//   node baseline-server.mjs <port> <apiDistDir>   (DATABASE_URL in the environment)
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import Fastify from 'fastify';
import pg from 'pg';

const [port, apiDist] = process.argv.slice(2);
const load = (file) => import(pathToFileURL(path.join(apiDist, 'modules/catalogue/queries', file)).href);
const { GoodsListMatches } = await load('goods-list-matches.js');
const { GOODS_DETAIL_SQL } = await load('goods-detail.sql.js');
const { reportPagerQuery, reportLinesQuery } = await import(
  pathToFileURL(path.join(apiDist, 'modules/billing/helpers/report-sql.js')).href
);

// The same pool size as the API's data source.
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 20 });
const app = Fastify({ logger: false });
// Named prepared statements, as the API's PreparedSqlService runs them: one plan per connection and text.
const names = new Map();
const prepared = (text, values) => {
  if (!names.has(text)) names.set(text, `baseline_${names.size}`);
  return pool.query({ name: names.get(text), text, values });
};
const VISITOR = { memberId: null, organisationId: null };

// The API's list statement with the API's reuse of earlier matches (GoodsListMatches): same text, same values.
const matches = new GoodsListMatches();
app.post('/list', async (request) => {
  const body = request.body ?? {};
  const filters = { pageIndex: 1, pageSize: 10, ...body };
  const rows = await matches.rows(VISITOR, filters, async (text, values) => (await prepared(text, values)).rows);
  return { list: rows.filter((row) => row.sku_id !== null), totalCount: rows[0].total_count };
});

app.get('/detail', async (request, reply) => {
  const { goodId } = request.query;
  const { rows } = await prepared(GOODS_DETAIL_SQL, [null, null, null, Number(goodId), null]);
  if (!rows[0]) return reply.status(404).send({ message: 'not found' });
  return rows[0];
});

// The billing report page (issue 17): the API's pager and page SQL for the owner named in the query, unmapped,
// as unnamed statements like the API's DataSource.query.
app.get('/billing-report', async (request) => {
  const query = request.query;
  const filter = {
    customer: { memberId: Number(query.memberId), organisationId: Number(query.organisationId) },
    contractId: query.contractId ? Number(query.contractId) : null,
    from: query.payBeginTime ?? null,
    to: query.payEndTime ?? null,
    timeZone: 'Asia/Shanghai',
  };
  const page = Number(query.page);
  const pageSize = Number(query.pageSize);
  const offset = (page - 1) * pageSize;
  const pagerQuery = reportPagerQuery(filter, offset);
  const pager = (await pool.query(pagerQuery.text, pagerQuery.values)).rows[0];
  const lines = reportLinesQuery(filter, {
    limit: pageSize,
    offset: offset - (pager.anchor_before ?? 0),
    placedBefore: pager.anchor_end,
  });
  const list = pager.anchor_end === null ? [] : (await pool.query(lines.text, lines.values)).rows;
  return { list, page, pageSize, totalCount: pager.total };
});

const close = async () => {
  await app.close();
  await pool.end();
  process.exit(0);
};
process.once('SIGTERM', close);
process.once('SIGINT', close);
await app.listen({ port: Number(port), host: '127.0.0.1' });
console.log('ready');
