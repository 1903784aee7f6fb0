import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { AppModule } from './app.module';
import { createApp } from './app.setup';
import { AppConfigService } from './config/config';

async function bootstrap(): Promise<void> {
  const app = await createApp(AppModule.forRoot(), {
    bufferLogs: true,
    // A failed start rejects, and only its message is printed below: Nest would otherwise
    // log the stack and exit before that (the buffered logs are dropped then).
    abortOnError: false,
    autoFlushLogs: false,
  });
  const { port, host } = app.get(AppConfigService).values;
  await app.listen(port, host);
  app.flushLogs();
  const address = app.getHttpServer().address();
  const boundPort = typeof address === 'object' && address ? address.port : port;
  new Logger('Bootstrap').log(`Listening on http://${host}:${boundPort}`);
}

bootstrap().catch((error: unknown) => {
  // Start-up failures (bad configuration, a collection file that does not parse) end here.
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
