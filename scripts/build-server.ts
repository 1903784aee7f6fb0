/**
 * `npm run build:server`: compiles the server into dist/server (scripts/server-compiler.ts),
 * without source maps unless SOURCE_MAPS=1 asks for them (the image carries no file
 * nothing reads), then writes the icon sets the server serves (dist/server/icons).
 */
import { execFileSync } from 'node:child_process';
import { ROOT, compileServer, nestCliConfig } from './server-compiler';

const config =
  process.env.SOURCE_MAPS === '1'
    ? 'server/tsconfig.build-maps.json'
    : nestCliConfig().compilerOptions.tsConfigPath;

if (!compileServer(config)) process.exit(1);
execFileSync(process.execPath, ['dist/server/cli/icon-sets.js'], { cwd: ROOT, stdio: 'inherit' });
