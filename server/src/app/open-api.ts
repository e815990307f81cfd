import { NestExpressApplication } from '@nestjs/platform-express';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';

/** The REST layer's OpenAPI document at /api/docs, built on first request. */
export function serveOpenApi(app: NestExpressApplication): void {
  const openApi = new DocumentBuilder()
    .setTitle('Investment platform REST API')
    .setDescription('The REST compatibility layer. Every state-changing call needs the X-CSRF-Token header from GET /api/middleware/csrf-token.')
    .setVersion('1')
    .build();
  SwaggerModule.setup('api/docs', app, () => SwaggerModule.createDocument(app, openApi));
}
