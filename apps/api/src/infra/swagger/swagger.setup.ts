import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';

export const SWAGGER_UI_PATH = 'api/docs';
export const SWAGGER_JSON_PATH = 'api/docs-json';

/** Swagger UI at /api/docs and the OpenAPI 3 document at /api/docs-json. */
export function setupSwagger(app: NestFastifyApplication): void {
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
    .addBearerAuth({ type: 'http', scheme: 'bearer', bearerFormat: 'JWT' }, 'customer')
    .addBearerAuth({ type: 'http', scheme: 'bearer', bearerFormat: 'JWT' }, 'staff')
    .build();
  const document = SwaggerModule.createDocument(app, config);
  SwaggerModule.setup(SWAGGER_UI_PATH, app, document, {
    jsonDocumentUrl: SWAGGER_JSON_PATH,
    yamlDocumentUrl: 'api/docs-yaml',
  });
}
