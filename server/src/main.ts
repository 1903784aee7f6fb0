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
  await app.listen(port, host).catch((error: unknown) => {
    throw listenFailure(error, host, port);
  });
  app.flushLogs();
  const address = app.getHttpServer().address();
  const boundPort = typeof address === 'object' && address ? address.port : port;
  new Logger('Bootstrap').log(`Listening on http://${host}:${boundPort}`);
}

/** What to change when the address cannot be listened on, by the error's code. */
const LISTEN_ADVICE: Record<string, string> = {
  EADDRINUSE: 'another process listens there: stop it, or set PORT to a free port',
  EACCES: 'this user may not listen on that port: set PORT to 1024 or above',
  EADDRNOTAVAIL: 'HOST is no address of this machine: set it to one, or to 0.0.0.0 for all',
  ENOTFOUND: 'HOST names no address: set it to an IP address or a name that resolves',
};

/** Node's bare `listen EADDRINUSE ...`, with the settings that chose the address. */
function listenFailure(error: unknown, host: string, port: number): Error {
  const reason = error instanceof Error ? error.message : String(error);
  const advice =
    LISTEN_ADVICE[(error as NodeJS.ErrnoException).code ?? ''] ?? 'check HOST and PORT';
  return new Error(
    `The server could not listen on ${host}:${port} (HOST, PORT): ${reason}; ${advice}`,
  );
}

bootstrap().catch((error: unknown) => {
  // Start-up failures (bad configuration, a collection file that does not parse) end here.
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
