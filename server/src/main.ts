import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { Logger } from 'nestjs-pino';
import { AppModule } from './app.module';
import { configureApp } from './app.setup';
import { AppConfigService } from './config/config';

async function bootstrap(): Promise<void> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(), {
    bufferLogs: true,
    // A failed start rejects, and only its message is printed below: Nest would otherwise
    // log the stack and exit before that (the buffered logs are dropped then).
    abortOnError: false,
    autoFlushLogs: false,
    bodyParser: false,
  });
  configureApp(app);
  const { port, host } = app.get(AppConfigService).values;
  await app.listen(port, host);
  app.flushLogs();
  const address = app.getHttpServer().address();
  const boundPort = typeof address === 'object' && address ? address.port : port;
  app.get(Logger).log(`Listening on http://${host}:${boundPort}`, 'Bootstrap');
}

bootstrap().catch((error: unknown) => {
  // Start-up failures (bad configuration, a collection file that does not parse) end here.
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
