import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describeCollectionContract } from '../../test/fixtures/collection-contract';
import { StoreService } from './store.service';

/** The contract both drivers keep, on the JSON files (see server/test-pg for PostgreSQL). */
describeCollectionContract('JSON files', () => {
  let dir: string | undefined;
  const stores: StoreService[] = [];
  return {
    empty: async () => {
      dir = await mkdtemp(join(tmpdir(), 'collection-contract-'));
    },
    store: () => {
      const store = new StoreService({ dataDir: dir!, onStart: 'open' });
      stores.push(store);
      return store;
    },
    closeAll: async () => {
      for (const store of stores.splice(0)) await store.close({ compact: false });
    },
    dispose: async () => {
      if (dir) await rm(dir, { recursive: true, force: true });
    },
  };
});
