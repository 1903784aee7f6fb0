import { BlobStore, defineCollection, seedingArea } from '../src/store';
import { query } from './helpers/database';
import { storesOnTestDatabase } from './helpers/stores';

interface Doc {
  id: string;
  file: string;
  boom?: boolean;
}

const db = storesOnTestDatabase();

const NAMES = ['0f8fad5b-d9cb-469f-a165-70867728950e.txt', '7c9e6679-7425-40de-944b-e07fc1f90ae7'];

describe('stored files in PostgreSQL', () => {
  it('keeps each file as one row of store_blobs with its size', async () => {
    const store = await db.stores.create();
    const name = await new BlobStore(store).area('cv').save(Buffer.from('%PDF-1.7'), 'pdf');
    const rows = await query<{ area: string; name: string; size: number; age: number }>(
      db.url,
      `select area, name, size, extract(epoch from now() - created_at) as age from store_blobs`,
    );
    expect(rows).toEqual([{ area: 'cv', name, size: 8, age: expect.any(String) }]);
    expect(Number(rows[0].age)).toBeLessThan(60);
  });

  it('seeds the files once when two servers open an empty database together', async () => {
    let seeds = 0;
    const docs = () =>
      defineCollection<Doc>({
        name: 'docs',
        seed: () => {
          seeds += 1;
          seedingArea('/nowhere', 'samples').replaceAllSync(
            NAMES.map((name) => ({ name, bytes: Buffer.from(`bytes of ${name}`) })),
          );
          return NAMES.map((name, i) => ({ id: `d${i}`, file: name }));
        },
      });
    const [a, b] = [await db.stores.create(), await db.stores.create()];
    const [onA, onB] = [a.collection(docs()), b.collection(docs())];

    const outcomes = await Promise.all([a.open(onA), b.open(onB)]);

    expect(outcomes.sort()).toEqual(['loaded', 'seeded']);
    expect(seeds).toBe(1);
    const rows = await query<{ name: string }>(
      db.url,
      `select name from store_blobs where area = 'samples' order by name`,
    );
    expect(rows.map((row) => row.name)).toEqual([...NAMES].sort());
    for (const name of NAMES) {
      await expect(new BlobStore(b).area('samples').read(name)).resolves.toEqual(
        Buffer.from(`bytes of ${name}`),
      );
    }
  });

  it("removes a change's files in its transaction: a commit that fails keeps them", async () => {
    const store = await db.stores.create();
    const docs = store.collection(defineCollection<Doc>({ name: 'docs' }));
    await store.open(docs);
    const area = new BlobStore(store).area('cv');
    const file = await area.save(Buffer.from('kept unless stored'));
    await docs.insert({ id: 'd1', file });
    // Refuses, at commit time (after the file's row is deleted), a record marked "boom".
    await query(
      db.url,
      `create function refuse_boom() returns trigger language plpgsql as $$
       begin
         if (new.data::jsonb ->> 'boom') = 'true' then raise exception 'boom refused'; end if;
         return new;
       end $$`,
    );
    await query(
      db.url,
      `create constraint trigger refuse_boom after insert or update on store_records
       deferrable initially deferred for each row execute function refuse_boom()`,
    );
    const drop = (boom: boolean) =>
      docs.mutate((items) => ({
        items: items.map((doc) => ({ ...doc, boom })),
        result: undefined,
        removeFiles: [area.storedPath(file)],
      }));

    await expect(drop(true)).rejects.toThrow('boom refused');
    await expect(area.read(file)).resolves.toEqual(Buffer.from('kept unless stored'));
    expect(docs.get('d1')?.boom).toBeUndefined();

    await drop(false);
    await expect(area.read(file)).resolves.toBeUndefined();
    expect(docs.get('d1')?.boom).toBe(false);
  });

  it("refuses to seed files outside a collection's opening", async () => {
    const store = await db.stores.create();
    const area = new BlobStore(store).area('samples');
    expect(() => area.replaceAllSync([])).toThrow(/seeded only while a collection is/);
  });

  it('refuses a stored secret that is too short', async () => {
    const store = await db.stores.create();
    await store.readOrCreateSecret('short', () => 'abc', 1);
    await expect(store.readOrCreateSecret('short', () => 'a-longer-one', 8)).rejects.toThrow(
      /secret short in store_secrets is too short/,
    );
  });
});
