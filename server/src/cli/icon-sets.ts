/**
 * Writes the icon sets of api/ui/icons (dist/server/icons/<set>.json) from the icon
 * packages, which are devDependencies: the production image carries only dist/. Run by
 * `npm run build:server` after the compile (which empties dist/server first).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import {
  bundleFile,
  ICON_BUNDLE_DIR,
  type IconSetFile,
  readAllIconPackages,
} from '../modules/ui-icons/icon-sources';

/** Writes every set to `dir`, one JSON file per set. */
export function writeIconBundle(dir: string, sets: readonly IconSetFile[]): void {
  mkdirSync(dir, { recursive: true });
  for (const set of sets) writeFileSync(bundleFile(dir, set.set), JSON.stringify(set));
}

if (require.main === module) {
  const sets = readAllIconPackages();
  writeIconBundle(ICON_BUNDLE_DIR, sets);
  const counts = sets.map((set) => `${set.set} ${set.icons.length}`).join(', ');
  console.log(`Wrote the icon sets (${counts}) to ${ICON_BUNDLE_DIR}`);
}
