import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { withCallContext } from './call-context';
import { type StoredChange } from './change-feed';
import { defineCollection } from './entity';
import { recordVersion } from './record-version';
import { StoreService } from './store.service';

interface Item {
  id: string;
  text: string;
}

const items = defineCollection<Item>({ name: 'items', seed: () => [{ id: 'a', text: 'A' }] });
const others = defineCollection<Item>({ name: 'others', seed: () => [] });

describe('the store’s change feed', () => {
  let dataDir: string;
  let store: StoreService;
  let heard: StoredChange[];

  beforeEach(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'change-feed-spec-'));
    store = new StoreService({ dataDir, onStart: 'open' });
    await store.open(store.collection(items));
    await store.open(store.collection(others));
    heard = [];
    store.changes.subscribe((changes) => heard.push(...changes));
  });

  afterEach(async () => {
    await store.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const slim = ({ record: _record, ...rest }: StoredChange) => rest;

  it('tells each committed change once durable: kind, version and the acting account', async () => {
    const collection = store.collection(items);
    const created = await withCallContext({ actor: 'acc-1' }, () =>
      collection.insert({ id: 'b', text: 'B' }),
    );
    await collection.update('a', { text: 'A2' });
    await collection.remove('b');
    expect(heard.map(slim)).toEqual([
      {
        collection: 'items',
        id: 'b',
        kind: 'created',
        version: recordVersion(created),
        actor: 'acc-1',
      },
      {
        collection: 'items',
        id: 'a',
        kind: 'updated',
        version: recordVersion(collection.get('a')!),
        actor: null,
      },
      { collection: 'items', id: 'b', kind: 'deleted', version: null, actor: null },
    ]);
    // A deleted record travels as it was, for whoever filters by owner.
    expect(heard[2].record).toEqual({ id: 'b', text: 'B' });
  });

  it('tells the changes of a commit over several collections, and none of a refused one', async () => {
    await store.mutateTogether(
      [{ collection: store.collection(items) }, { collection: store.collection(others) }],
      ([list, otherList]) => ({
        lists: [list.filter((item) => item.id !== 'a'), [...otherList, { id: 'o', text: 'O' }]],
        result: undefined,
      }),
    );
    await expect(
      store.collection(items).mutate(() => {
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(heard.map((change) => [change.collection, change.id, change.kind])).toEqual([
      ['items', 'a', 'deleted'],
      ['others', 'o', 'created'],
    ]);
  });
});
