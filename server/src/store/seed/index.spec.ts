import { readdirSync } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Logger } from '@nestjs/common';
import { INJECTABLE_WATERMARK, PARAMTYPES_METADATA } from '@nestjs/common/constants';
import type { CollectionDefinition, Entity } from '../entity';
import { Repository } from '../repository';
import { StoreService } from '../store.service';
import { ACCOUNT_SEEDS } from './accounts';
import { CHAT_SEEDS } from './chat';
import type { SeedContext } from './context';
import { FILE_MANAGER_SEEDS } from './file-manager';
import { HELP_CENTER_SEEDS } from './help-center';
import { RECRUITMENT_SEEDS } from './recruitment';
import { registry, SEEDS, seedsFor } from '.';

/**
 * The collections that hold no sample data and start empty. The trivias' sample exists
 * (./trivias) but waits to be registered together with its points-ledger entries.
 */
const STARTS_EMPTY = [
  'audit',
  'help-center-support-requests',
  'import-mappings',
  'import-reports',
  'import-sessions',
  'password-resets',
  'report-runs',
  'saved-reports',
  'sessions',
];

const MODULES_DIR = join(__dirname, '..', '..', 'modules');

/**
 * Every collection a repository under server/src/modules defines: each injectable
 * repository class exported by a `*.repository.ts` file is built
 * over a stand-in store that records the definition it is given.
 */
function repositoryDefinitions(): CollectionDefinition<Entity>[] {
  const definitions: CollectionDefinition<Entity>[] = [];
  const store = {
    collection: (definition: CollectionDefinition<Entity>) => definitions.push(definition),
  } as unknown as StoreService;
  const files = readdirSync(MODULES_DIR, { recursive: true, encoding: 'utf8' }).filter((file) =>
    file.endsWith('.repository.ts'),
  );
  for (const file of files) {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- a list found at run time
    const exported = require(join(MODULES_DIR, file)) as Record<string, unknown>;
    for (const value of Object.values(exported)) {
      if (typeof value !== 'function' || !(value.prototype instanceof Repository)) continue;
      // Abstract bases (NoticesRepository) are not injectable; only concrete ones are.
      if (!Reflect.getMetadata(INJECTABLE_WATERMARK, value)) continue;
      const parameters = (Reflect.getMetadata(PARAMTYPES_METADATA, value) ?? []) as unknown[];
      expect({ repository: value.name, parameters }).toEqual({
        repository: value.name,
        parameters: [StoreService],
      });
      new (value as new (store: StoreService) => unknown)(store);
    }
  }
  return definitions;
}

describe('the seed registry', () => {
  beforeAll(() => Logger.overrideLogger(false));
  afterAll(() => Logger.overrideLogger(['log', 'error', 'warn', 'debug', 'verbose']));

  const definitions = repositoryDefinitions();
  const names = definitions.map((definition) => definition.name).sort();
  let dataDir: string;
  let context: SeedContext;

  beforeEach(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'seed-registry-spec-'));
    context = {
      dataDir,
      admin: {
        email: 'admin@example.test',
        password: 'a long enough password',
        oneTimePassword: false,
      },
      passwordHashCost: 10,
      invoiceCurrencyPerPoint: 10,
    };
  });

  afterEach(() => rm(dataDir, { recursive: true, force: true }));

  it('finds the repositories of every module', () => {
    expect(names).toEqual(expect.arrayContaining(['accounts', 'companies', 'file-manager-items']));
    expect(new Set(names).size).toBe(names.length);
  });

  it('seeds every collection a repository defines, except those meant to start empty', () => {
    const unseeded = names.filter((name) => !Object.hasOwn(SEEDS, name));

    expect(unseeded).toEqual(STARTS_EMPTY);
  });

  it('names only collections that a repository defines', () => {
    expect(Object.keys(SEEDS).filter((name) => !names.includes(name))).toEqual([]);
  });

  it('is the only place sample data lives: no repository brings a seed of its own', () => {
    const ownSeeds = definitions.filter((definition) => definition.seed !== undefined);

    expect(ownSeeds.map((definition) => definition.name)).toEqual([]);
  });

  it('gives every registered collection records with unique string ids', () => {
    for (const [name, seed] of Object.entries(seedsFor(context))) {
      const records = seed();
      const ids = records.map((record) => record.id);
      expect({ name, empty: records.length === 0 }).toEqual({ name, empty: false });
      expect({ name, ids: ids.every((id) => typeof id === 'string') }).toEqual({ name, ids: true });
      expect({ name, unique: new Set(ids).size }).toEqual({ name, unique: ids.length });
    }
  });

  it('seeds the configured administrator', () => {
    const [admin] = ACCOUNT_SEEDS.accounts(context);

    expect(admin).toMatchObject({ email: 'admin@example.test', roles: ['admin'] });
  });

  it('writes the sample files of the file manager into the data folder', async () => {
    const items = FILE_MANAGER_SEEDS['file-manager-items'](context);

    const keys = items.flatMap((item) => (item.storageKey ? [item.storageKey] : []));
    expect(keys.length).toBeGreaterThan(0);
    expect((await readdir(join(dataDir, 'files', 'file-manager'))).sort()).toEqual(keys.sort());
  });

  it('makes a sample that fills several collections once per context', () => {
    const other: SeedContext = { ...context };
    const { vacancies, applications } = RECRUITMENT_SEEDS;

    // The recruitment sample: one generation, whichever collection asks first...
    const first = vacancies(context);
    applications(context);
    expect(vacancies(context)).toBe(first);
    // ...and another for another context (so another store), equal since deterministic.
    expect(vacancies(other)[0]).not.toBe(vacancies(context)[0]);
    expect(vacancies(other)).toEqual(vacancies(context));
    // The chats have random ids: each message belongs to a chat of the same seeding.
    const chatIds = new Set(CHAT_SEEDS.chats(context).map((chat) => chat.id));
    const messages = CHAT_SEEDS['chat-messages'](context);
    expect(messages.length).toBeGreaterThan(0);
    expect(messages.filter((message) => !chatIds.has(message.chatId))).toEqual([]);
    // Through the bound seeds a store is given, too.
    const bound = seedsFor(context);
    expect(bound.chats()).toBe(CHAT_SEEDS.chats(context));
    expect(bound['help-center-faqs']()).toBe(HELP_CENTER_SEEDS['help-center-faqs'](context));
  });

  it('refuses two areas seeding one collection', () => {
    expect(() => registry({ tags: () => [] }, { tags: () => [] })).toThrow(
      'Two seeds for collection "tags"',
    );
  });

  it('through the store: a registered collection starts with its sample, another empty', async () => {
    const store = new StoreService({ dataDir, onStart: 'open', seeds: seedsFor(context) });
    const tags = store.collection({ name: 'contact-tags' });
    const sessions = store.collection({ name: 'sessions' });

    await store.open(tags);
    await store.open(sessions);

    expect(tags.list()).toEqual(SEEDS['contact-tags'](context));
    expect(tags.count()).toBeGreaterThan(0);
    expect(sessions.list()).toEqual([]);
    await store.close();
  });
});
