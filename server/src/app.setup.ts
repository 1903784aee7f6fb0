import multipart from '@fastify/multipart';
import type { NestApplicationOptions } from '@nestjs/common';
import { NestFactory, Reflector } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { DocumentBuilder, type OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Logger } from 'pino';
import { withFastifyErrors } from './common/errors/fastify-error.handler';
import { errorBody } from './common/errors/error-body';
import { ErrorResponseDto } from './common/errors/error-response.dto';
import { describeErrorsAsJson } from './common/errors/error-responses-doc';
import { BodiesWhereTaken } from './common/http/bodies-where-taken';
import { answerClientErrors } from './common/http/client-errors';
import { answerFrameworkErrors } from './common/http/framework-errors';
import { acceptJsonAndText } from './common/http/body-parsers';
import { CallScope } from './common/http/call-scope';
import { compressAnswers } from './common/http/compression';
import { serializeReply } from './common/http/json-text';
import { useLeanAsyncBind } from './common/http/lean-async-bind';
import { MetricsService } from './common/metrics/metrics.service';
import { noStore } from './common/http/no-store';
import { describeRecordVersions, RecordVersions } from './common/http/record-versions';
import { securityHeaders } from './common/http/security-headers';
import { discardUnreadBody } from './common/http/unread-body';
import {
  createRootLogger,
  echoRequestId,
  logRequests,
  NestPinoLogger,
  requestId,
} from './common/logging';
import { PAGE_RENDERER, type PageRenderer, serveBuiltWeb } from './common/http/serve-web';
import { packageVersion } from './common/package-version';
import { rejectDeepBodies } from './common/validation/body-depth';
import { lowercaseUuids } from './common/http/uuid-case';
import { rejectUnstorableText } from './common/validation/well-formed-text';
import { loadAppConfig } from './config/config.module';
import { AppConfigService } from './config/config';
import type { ApiDocsMode, AppConfig } from './config/environment';
import { AuditInterceptor } from './modules/audit/audit.interceptor';
import { BearerAuthenticator } from './modules/auth/bearer-authenticator';
import { StoreService } from './store';

export const API_PREFIX = 'api';

/** The application type everywhere: Nest over Fastify. */
export type App = NestFastifyApplication;

/**
 * Fastify's own failures (a malformed or oversized body, multipart limits) answer with
 * their exact message and the one error body; Nest's handler maps everything else.
 */
class AppFastifyAdapter extends FastifyAdapter {
  override setErrorHandler(handler: Parameters<FastifyAdapter['setErrorHandler']>[0]) {
    return super.setErrorHandler(withFastifyErrors(handler));
  }
}

/**
 * Fastify rather than Express: the framework floor alone is several times higher (see
 * docs/architecture.md, "Decision records"). Express's habit kept: a trailing slash is
 * ignored; and nginx's: repeated slashes count as one (a client that joins a base URL
 * ending in `/` with `/api/...` reaches the API, not the web app's page).
 * Fastify's own logger is off; requests are logged by a hook (configureApp). Requests
 * refused before any route or hook runs get the one error body all the same.
 */
export function createHttpAdapter(config?: AppConfig, logger?: Logger): FastifyAdapter {
  return new AppFastifyAdapter({
    logger: false,
    trustProxy: config?.trustProxy ?? false,
    bodyLimit: config?.bodyLimit,
    genReqId: requestId,
    requestIdHeader: false,
    routerOptions: { ignoreTrailingSlash: true, ignoreDuplicateSlashes: true },
    clientErrorHandler: answerClientErrors(logger),
    frameworkErrors: answerFrameworkErrors(
      [echoRequestId, securityHeaders({ httpsOnly: config?.httpsOnly ?? false })],
      logger,
    ),
  });
}

/** Creates and configures the application as main.ts and the API tests run it. */
export async function createApp(
  module: Parameters<typeof NestFactory.create>[0],
  options: Omit<NestApplicationOptions, 'bodyParser'> = {},
): Promise<App> {
  // Nest binds the async context once per interceptor on every request (see the module).
  useLeanAsyncBind();
  // Read before the modules do: Fastify takes the proxy and body settings when created.
  const config = loadAppConfig();
  const logger = createRootLogger(config);
  const app = await NestFactory.create<App>(module, createHttpAdapter(config, logger), {
    ...options,
    logger: options.logger === false ? false : new NestPinoLogger(logger),
    // JSON and text/plain (common/http/body-parsers) and multipart for uploads; any
    // other type answers 415.
    bodyParser: false,
  });
  await configureApp(app, logger);
  return app;
}

async function configureApp(app: App, logger: Logger): Promise<void> {
  const config = app.get(AppConfigService).values;
  app.setGlobalPrefix(API_PREFIX);
  const fastify = app.getHttpAdapter().getInstance();
  fastify.setReplySerializer(serializeReply);
  fastify.addHook('onRequest', echoRequestId);
  // PostgreSQL: every request first catches up with what other servers committed (one
  // query; a reload of the collections that moved), so a session revoked on one server
  // is refused by the next request to another. The JSON files have one process: no hook.
  // A database that does not answer fails the request with 503 `store-unavailable`
  // (common/errors); the health checks still answer (they report the store unavailable
  // from probes of their own) and need no sync: liveness touches no storage at all.
  const store = app.get(StoreService, { strict: false });
  if (store.shared) {
    const health = new RegExp(`^/${API_PREFIX}/health(/live|/ready)?/?([?#]|$)`);
    fastify.addHook('onRequest', async (request) => {
      if (!health.test(request.url)) await store.sync();
    });
  }
  fastify.addHook('onResponse', logRequests(logger));
  // METRICS_PORT: each request counted by route, served on a listener of their own.
  app.get(MetricsService, { strict: false }).measure(fastify, () => store.figures());
  fastify.addHook('onRequest', securityHeaders({ httpsOnly: config.httpsOnly }));
  await compressAnswers(app);
  // Uploads are read by FileInterceptor (common/files), one part at a time, and only the
  // routes with one take a multipart body (415 elsewhere).
  await app.register(multipart);
  // In this order around each handler: the trail's entry rides in the call's context.
  app.useGlobalInterceptors(
    app.get(AuditInterceptor, { strict: false }),
    new CallScope(),
    new BodiesWhereTaken(),
    new RecordVersions(store, fastify, app.get(Reflector)),
  );
  acceptJsonAndText(fastify);
  fastify.addHook('onResponse', discardUnreadBody());
  fastify.addHook(
    'onRequest',
    noStore(`/${API_PREFIX}`, { publicDocs: config.apiDocs === 'public' }),
  );
  // After parsing, before routing to guards and validation.
  fastify.addHook('preValidation', rejectDeepBodies);
  fastify.addHook('preValidation', rejectUnstorableText);
  fastify.addHook('preValidation', lowercaseUuids);
  app.enableShutdownHooks();
  serveApiDocs(app, config.apiDocs);
  await serveBuiltWeb(app, config.webDistDir, `/${API_PREFIX}`, pageRenderer(app));
}

/**
 * The OpenAPI document at /api/docs-json and Swagger UI at /api/docs, as API_DOCS says:
 * for anyone; for callers with a live bearer token (the document only: a browser opening
 * a page sends no token); or not at all. Built at the first request for it: scanning every
 * route costs about 0.4 s per start.
 */
function serveApiDocs(app: App, mode: ApiDocsMode): void {
  if (mode === 'off') return;
  const signedIn = mode === 'signed-in';
  const documentUrl = `/${API_PREFIX}/docs-json`;
  if (signedIn) {
    // A hook of its own rather than Swagger's per-request patch: Swagger's routes are
    // added before Nest sets its error handler, so an error thrown there would not get
    // the one error body.
    const bearer = app.get(BearerAuthenticator, { strict: false });
    app
      .getHttpAdapter()
      .getInstance()
      .addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
        if (request.routeOptions.url !== documentUrl) return;
        try {
          await bearer.authenticate(request.headers.authorization);
        } catch (error) {
          const body = errorBody(error, request);
          return reply.code(body.statusCode).send(body);
        }
      });
  }
  SwaggerModule.setup(`${API_PREFIX}/docs`, app, () => createOpenApiDocument(app), {
    jsonDocumentUrl: documentUrl.slice(1),
    customSiteTitle: 'Talento Admin API',
    ui: !signedIn,
    raw: ['json'],
  });
}

/** The pages rendered on the server (the public job board's), when a module provides them. */
function pageRenderer(app: App): PageRenderer | undefined {
  try {
    return app.get<PageRenderer>(PAGE_RENDERER, { strict: false });
  } catch {
    return undefined;
  }
}

export function createOpenApiDocument(app: App): OpenAPIObject {
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
  const document = SwaggerModule.createDocument(app, config, { extraModels: [ErrorResponseDto] });
  describeRecordVersions(document);
  describeErrorsAsJson(document);
  return document;
}
