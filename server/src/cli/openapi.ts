/**
 * Writes the OpenAPI document of the compiled server to server/openapi.json, or with
 * --check fails when the committed file differs from what the code describes.
 * Run through `npm run openapi` (which builds first, so the Swagger plugin has run).
 */
import 'reflect-metadata';
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { NestFactory } from '@nestjs/core';
import { AppModule } from '../app.module';
import { API_PREFIX, type App, createHttpAdapter, createOpenApiDocument } from '../app.setup';

export const OPENAPI_FILE = resolve(__dirname, '../../../server/openapi.json');

export async function renderOpenApiDocument(): Promise<string> {
  // Preview mode wires the modules without instantiating providers: no data folder is touched.
  const app = await NestFactory.create<App>(AppModule.forRoot(), createHttpAdapter(), {
    preview: true,
    logger: false,
  });
  app.setGlobalPrefix(API_PREFIX);
  const document = createOpenApiDocument(app);
  await app.close();
  return `${JSON.stringify(document, null, 2)}\n`;
}

async function main(): Promise<void> {
  const check = process.argv.includes('--check');
  const rendered = await renderOpenApiDocument();
  if (!check) {
    writeFileSync(OPENAPI_FILE, rendered);
    console.log(`Wrote ${OPENAPI_FILE}`);
    return;
  }
  const committed = readFileSync(OPENAPI_FILE, 'utf8');
  if (committed !== rendered) {
    console.error(
      'server/openapi.json is out of date with the controllers and DTOs. Run `npm run openapi` and commit the result.',
    );
    process.exit(1);
  }
  console.log('server/openapi.json matches the code');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
