/**
 * `npm run build:server`: compiles the server into dist/server, without source maps
 * unless SOURCE_MAPS=1 asks for them (the image carries no file nothing reads), then
 * writes the icon sets the server serves (dist/server/icons).
 */
import { execSync } from 'node:child_process';
import { join } from 'node:path';

const root = join(__dirname, '..');
const config =
  process.env.SOURCE_MAPS === '1'
    ? 'server/tsconfig.build-maps.json'
    : 'server/tsconfig.build.json';

execSync(`npx nest build -p ${config}`, { cwd: root, stdio: 'inherit' });
execSync('node dist/server/cli/icon-sets.js', { cwd: root, stdio: 'inherit' });
