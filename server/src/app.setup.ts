import type { NestExpressApplication } from '@nestjs/platform-express';
import { DocumentBuilder, type OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import helmet from 'helmet';
import { Logger } from 'nestjs-pino';
import { bodyParserErrorHandler } from './common/errors/body-parser-error.handler';
import { ErrorResponseDto } from './common/errors/error-response.dto';
import { apiCompression } from './common/http/compression';
import { noStore } from './common/http/no-store';
import { packageVersion } from './common/package-version';
import { MAX_BODY_DEPTH, rejectDeepBodies } from './common/validation/body-depth';
import { AppConfigService } from './config/config';

export const API_PREFIX = 'api';

/** Everything main.ts, the API tests and the OpenAPI script must share. */
export function configureApp(app: NestExpressApplication): void {
  const config = app.get(AppConfigService).values;
  app.useLogger(app.get(Logger));
  app.setGlobalPrefix(API_PREFIX);
  app.set('trust proxy', config.trustProxy);
  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
          // Product images may live on other https hosts; previews are blob: or data: URLs.
          'img-src': ["'self'", 'data:', 'blob:', 'https:'],
        },
      },
    }),
  );
  app.use(`/${API_PREFIX}`, noStore);
  app.use(`/${API_PREFIX}`, apiCompression);
  app.useBodyParser('json', { limit: config.bodyLimit });
  app.useBodyParser('urlencoded', {
    limit: config.bodyLimit,
    extended: true,
    depth: MAX_BODY_DEPTH,
  });
  // The original client posts a few values as bare text/plain strings (see bare-string-body).
  app.useBodyParser('text', { limit: config.bodyLimit, type: 'text/plain' });
  app.use(rejectDeepBodies);
  // Body-parser failures happen before routing, outside Nest's exception filters.
  app.use(bodyParserErrorHandler);
  app.enableShutdownHooks();
  const document = createOpenApiDocument(app);
  SwaggerModule.setup(`${API_PREFIX}/docs`, app, document, {
    jsonDocumentUrl: `${API_PREFIX}/docs-json`,
    customSiteTitle: 'Talento Admin API',
  });
}

export function createOpenApiDocument(app: NestExpressApplication): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle('Talento Admin API')
    .setDescription(
      'The REST API behind the admin console. Every error answers with the ErrorResponseDto body.',
    )
    .setVersion(packageVersion())
    .addBearerAuth()
    // Signed in by default; public operations carry an empty security requirement.
    .addSecurityRequirements('bearer')
    .build();
  return SwaggerModule.createDocument(app, config, { extraModels: [ErrorResponseDto] });
}
