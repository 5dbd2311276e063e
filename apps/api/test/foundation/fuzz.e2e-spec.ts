import { randomUUID } from 'node:crypto';
import { JwtService } from '@nestjs/jwt';
import { routeList, type RouteEntry } from '@seqportal/contract';
import fc from 'fast-check';
import { runSeeds } from '../../../../seeds/index.js';
import { TokenAudience } from '../../src/common/auth/token-audience.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

/*
 * Property-based fuzzing of every route in the contract table: generated queries and bodies, built on the field
 * names and types the OpenAPI document gives each route and mixed with hostile values (out-of-range numbers, NUL
 * bytes, wrong types, nesting), sent anonymously and with a customer token. Whatever comes in, the API answers
 * without HTTP 5xx or envelope code 500, and a validation refusal (code 400) speaks Chinese.
 * A fixed seed and a few runs per route keep it deterministic and within a minute.
 */
const SEED = 20_240_613;
const RUNS_PER_ROUTE = 6;
const CJK = /[\u3400-\u9fff]/;

interface Schema {
  type?: string;
  $ref?: string;
  properties?: Record<string, Schema>;
  items?: Schema;
  enum?: unknown[];
  allOf?: Schema[];
}
interface Operation {
  parameters?: Array<{ name: string; in: string; schema?: Schema }>;
  requestBody?: { content?: Record<string, { schema?: Schema }> };
}
interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, Schema> };
}

const hostileString = fc.constantFrom(
  '99999999999999999999',
  '-99999999999999999999',
  '2147483648',
  '-1',
  '0',
  '1.5',
  '1e309',
  'NaN',
  '',
  ' ',
  'a\u0000b',
  '\u0000',
  'null',
  'true',
  '[]',
  '{}',
  '𠮷野家',
  "' OR 1=1 --",
  '../../etc/passwd',
  '2024-02-30',
  'x'.repeat(2000),
);
const hostileNumber = fc.constantFrom(2 ** 31, -(2 ** 31) - 1, Number.MAX_SAFE_INTEGER, 1e20, -1, 0, 0.5, -0.000001);
const anyValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  hostileNumber,
  fc.integer(),
  fc.boolean(),
  fc.constant(null),
  fc.string({ maxLength: 20 }),
  fc.jsonValue({ maxDepth: 3 }),
);

function valueFor(schema: Schema | undefined, document: OpenApiDocument): fc.Arbitrary<unknown> {
  const resolved = resolve(schema, document);
  let plausible: fc.Arbitrary<unknown>;
  if (resolved?.enum && resolved.enum.length > 0) plausible = fc.constantFrom(...resolved.enum);
  else if (resolved?.type === 'integer') plausible = fc.integer({ min: 0, max: 50 });
  else if (resolved?.type === 'number') plausible = fc.double({ min: -10, max: 1000, noNaN: true });
  else if (resolved?.type === 'boolean') plausible = fc.boolean();
  else if (resolved?.type === 'array') plausible = fc.array(valueFor(resolved.items, document), { maxLength: 3 });
  else if (resolved?.properties) plausible = objectFor(resolved, document);
  else plausible = fc.string({ maxLength: 30 });
  // Mostly plausible values, which reach the services; the rest hostile, which the validation must catch.
  return fc.oneof({ arbitrary: plausible, weight: 2 }, { arbitrary: anyValue, weight: 1 });
}

function objectFor(schema: Schema, document: OpenApiDocument): fc.Arbitrary<Record<string, unknown>> {
  const fields = Object.fromEntries(
    Object.entries(schema.properties ?? {}).map(([name, field]) => [name, valueFor(field, document)]),
  );
  return fc
    .tuple(
      fc.record(fields, { requiredKeys: [] }),
      fc.dictionary(fc.string({ maxLength: 8 }), anyValue, { maxKeys: 2 }),
    )
    .map(([known, extra]) => ({ ...extra, ...known }));
}

function resolve(schema: Schema | undefined, document: OpenApiDocument): Schema | undefined {
  if (!schema) return undefined;
  if (schema.$ref) return resolve(document.components?.schemas?.[schema.$ref.split('/').pop()!], document);
  if (schema.allOf?.length === 1) return resolve(schema.allOf[0], document);
  return schema;
}

interface Request {
  query: Record<string, unknown>;
  body: unknown;
  customer: boolean;
}

function requestFor(route: RouteEntry, document: OpenApiDocument): fc.Arbitrary<Request> {
  const operation = document.paths[route.path]?.[route.method.toLowerCase()] ?? {};
  const queryFields = Object.fromEntries(
    (operation.parameters ?? [])
      .filter((parameter) => parameter.in === 'query')
      .map((parameter) => [parameter.name, valueFor(parameter.schema, document)]),
  );
  const bodySchema = resolve(operation.requestBody?.content?.['application/json']?.schema, document);
  const body =
    route.method === 'GET'
      ? fc.constant(undefined)
      : fc.oneof(
          { arbitrary: bodySchema?.properties ? objectFor(bodySchema, document) : fc.constant({}), weight: 4 },
          { arbitrary: anyValue, weight: 1 },
        );
  return fc.record({ query: fc.record(queryFields, { requiredKeys: [] }), body, customer: fc.boolean() });
}

function queryString(query: Record<string, unknown>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      search.append(name, typeof item === 'object' && item !== null ? JSON.stringify(item) : String(item));
    }
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

describe('fuzzing every route of the contract table', () => {
  let t: TestApp;
  let document: OpenApiDocument;
  let member: { id: number; organisation_id: number | null };

  beforeAll(async () => {
    t = await createTestApp();
    await runSeeds(t.dataSource, { adminPassword: 'admin123456', labPassword: 'lab123456' });
    document = (await t.http.get('/api/docs-json').expect(200)).body as OpenApiDocument;
    [member] = await t.dataSource.query(`SELECT id, organisation_id FROM member WHERE phone = '13800000001' LIMIT 1`);
  }, 120_000);
  afterAll(() => t.close());

  // A fresh session per call: a generated Logout or RefreshToken call must not sign the next calls out.
  const customerToken = () =>
    t.app
      .get(JwtService)
      .signAsync(
        { sub: String(member.id), org: member.organisation_id, sid: randomUUID() },
        { audience: TokenAudience.Customer },
      );

  it.each(routeList().map((route) => [`${route.method} ${route.path}`, route] as const))(
    '%s answers generated input without a 500, and refuses it in Chinese',
    async (_name, route) => {
      const fastify = t.app.getHttpAdapter().getInstance();
      await fc.assert(
        fc.asyncProperty(requestFor(route, document), async (request) => {
          const headers: Record<string, string> = {};
          if (request.customer) headers.authorization = `Bearer ${await customerToken()}`;
          if (request.body !== undefined) headers['content-type'] = 'application/json';
          const response = await fastify.inject({
            method: route.method,
            url: `${route.path}${queryString(request.query)}`,
            headers,
            payload: request.body === undefined ? undefined : JSON.stringify(request.body),
          });
          expect(response.statusCode).toBeLessThan(500);
          if (!String(response.headers['content-type']).includes('application/json')) return;
          const envelope = response.json() as { code?: number; message?: string };
          expect(envelope.code).not.toBe(500);
          if (envelope.code === 400) expect(envelope.message).toMatch(CJK);
        }),
        { seed: SEED, numRuns: RUNS_PER_ROUTE, endOnFailure: true },
      );
    },
  );
});
