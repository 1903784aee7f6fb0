import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

let cached: string | undefined;

/** The product version from the nearest package.json above this file (src or dist). */
export function packageVersion(): string {
  if (cached) return cached;
  let folder = __dirname;
  while (!existsSync(join(folder, 'package.json')) && dirname(folder) !== folder) {
    folder = dirname(folder);
  }
  const file = join(folder, 'package.json');
  cached = existsSync(file)
    ? ((JSON.parse(readFileSync(file, 'utf8')) as { version?: string }).version ?? '0.0.0')
    : '0.0.0';
  return cached;
}
