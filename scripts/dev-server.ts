/**
 * The API half of `npm run dev`: compiles the server with source maps and watches its
 * sources (scripts/server-compiler.ts); after every compile without an error it starts the
 * server again from dist/server, once the previous one has stopped (one process owns a
 * data folder). Errors are printed and the running server is left as it was.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import ts from 'typescript';
import { ROOT, pluginTransformers, printDiagnostics } from './server-compiler';

const CONFIG = 'server/tsconfig.build-maps.json';
/** How long a server may take to close its store before it is killed. */
const STOP_GRACE_MS = 10_000;

let server: ChildProcess | undefined;
/** Set by Ctrl+C or a stop signal: no server starts after it. */
let shuttingDown = false;

function stopServer(): Promise<void> {
  const running = server;
  server = undefined;
  if (!running || running.exitCode !== null || running.signalCode !== null) {
    return Promise.resolve();
  }
  return new Promise((stopped) => {
    const kill = setTimeout(() => running.kill('SIGKILL'), STOP_GRACE_MS);
    running.once('exit', () => {
      clearTimeout(kill);
      stopped();
    });
    running.kill('SIGTERM');
  });
}

/** Restarts run one after the other: a compile during a restart waits for it. */
let restarting = Promise.resolve();

function restartServer(): void {
  restarting = restarting.then(async () => {
    await stopServer();
    if (shuttingDown) return;
    server = spawn(process.execPath, ['--enable-source-maps', 'dist/server/main.js'], {
      cwd: ROOT,
      stdio: 'inherit',
    });
  });
}

const host = ts.createWatchCompilerHost(
  join(ROOT, CONFIG),
  {},
  ts.sys,
  ts.createEmitAndSemanticDiagnosticsBuilderProgram,
  (diagnostic) => printDiagnostics([diagnostic]),
  (diagnostic) => console.log(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')),
);

host.afterProgramCreate = (builder) => {
  const diagnostics = [
    ...builder.getConfigFileParsingDiagnostics(),
    ...builder.getSyntacticDiagnostics(),
    ...builder.getGlobalDiagnostics(),
    ...builder.getSemanticDiagnostics(),
  ];
  const emitted = builder.emit(
    undefined,
    undefined,
    undefined,
    false,
    pluginTransformers(builder.getProgram()),
  );
  const errors = [...diagnostics, ...emitted.diagnostics];
  printDiagnostics(errors);
  if (errors.length > 0) {
    console.log('The server was not started again: the errors above need mending first.');
    return;
  }
  console.log('Compiled without errors: starting the server.');
  restartServer();
};

ts.createWatchProgram(host);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    shuttingDown = true;
    void restarting.then(stopServer).then(() => process.exit(0));
  });
}
