import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
import { findRoute, type RouteAuth } from '@seqportal/contract';

export const SWAGGER_UI_PATH = 'api/docs';
export const SWAGGER_JSON_PATH = 'api/docs-json';

/**
 * Swagger UI at /api/docs and the OpenAPI 3 document at /api/docs-json. The document is built by the first request
 * for it (SwaggerModule keeps it from then on), not at start-up: few processes are ever asked for it, and building
 * it scans every route and DTO.
 */
export function setupSwagger(app: NestFastifyApplication): void {
  SwaggerModule.setup(SWAGGER_UI_PATH, app, () => buildDocument(app), {
    jsonDocumentUrl: SWAGGER_JSON_PATH,
    yamlDocumentUrl: 'api/docs-yaml',
  });
}

function buildDocument(app: NestFastifyApplication): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle('SeqPortal API')
    .setDescription(
      [
        'SeqPortal 在线商城与客户工作台接口。',
        '',
        'Every answer is HTTP 200 with the envelope `{ code, message, body }`: code 0 is success; any other code',
        'is a business failure whose message is shown to the user (see the error codes in packages/contract).',
        'Guarded calls need `Authorization: Bearer <token>`; every GET accepts and ignores a `date` parameter.',
      ].join('\n'),
    )
    .setVersion('1.0')
    .addServer('/', 'This deployment')
    .addBearerAuth({ type: 'http', scheme: 'bearer', bearerFormat: 'JWT' }, 'customer')
    .addBearerAuth({ type: 'http', scheme: 'bearer', bearerFormat: 'JWT' }, 'staff')
    .build();
  return withRouteSecurity(SwaggerModule.createDocument(app, config));
}

/** The security requirement of each kind of route: anonymous, optionally signed in, customer or staff. */
const SECURITY: Record<RouteAuth, Array<Record<string, string[]>>> = {
  public: [],
  optional: [{}, { customer: [] }],
  customer: [{ customer: [] }],
  staff: [{ staff: [] }],
};

/**
 * Gives every operation without a security requirement the one its contract route declares (`auth`), so that public
 * calls say `security: []` and no guarded call is documented as open.
 */
function withRouteSecurity(document: OpenAPIObject): OpenAPIObject {
  for (const [path, operations] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(operations as Record<string, { security?: unknown }>)) {
      if (typeof operation !== 'object' || operation === null || operation.security !== undefined) continue;
      const route = findRoute(method, path);
      if (route) operation.security = SECURITY[route.auth];
    }
  }
  return document;
}
