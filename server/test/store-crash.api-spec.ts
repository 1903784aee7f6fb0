import { existsSync } from 'node:fs';
import { cp, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { ActivitiesRepository } from '../src/modules/activities/activities.repository';
import type { Activity } from '../src/modules/activities/activity.types';
import type { Applicant } from '../src/modules/applicants/applicant.types';
import { ApplicantsRepository } from '../src/modules/applicants/applicants.repository';
import { ApplicantsService } from '../src/modules/applicants/applicants.service';
import {
  ContactsRepository,
  ContactTagsRepository,
} from '../src/modules/contacts/contacts.repository';
import {
  InventoryTagsRepository,
  ProductsRepository,
} from '../src/modules/inventory/inventory.repository';
import type { StoreStep } from '../src/store';
import { commitAndDie } from './helpers/crash';
import { pdfBytes } from './helpers/recruitment';
import { everythingStored, storedRecords } from './helpers/stored';
import { createTestApp, makeTempDir } from './helpers/test-app';
import { describeJsonOnly } from './helpers/test-store';

type Outcome = 'nothing' | 'all';

/**
 * Each case copies one prepared data folder, runs the operation in a child killed at a
 * step of its commit (or of the compaction after it), restarts the application over what
 * the kill left, and checks that the operation happened whole or not at all.
 */
describeJsonOnly(
  'the write-ahead log and compaction steps',
  'a commit over several collections, killed at each step',
  () => {
    let template: string;
    let applicant: { id: string; lastName: string; email: string; cvFileId: string };
    let contactTag: string;
    let productTag: string;

    beforeAll(async () => {
      template = await makeTempDir('talento-crash-');
      const { app, close } = await createTestApp({ dataDir: template });
      try {
        const feed = app.get(ActivitiesRepository, { strict: false }).list();
        const target = app
          .get(ApplicantsRepository, { strict: false })
          .list()
          .find(
            (one) => !one.erasedAt && feed.some((activity) => activity.applicantId === one.id),
          )!;
        const withCv = await app
          .get(ApplicantsService, { strict: false })
          .uploadCv(target.id, pdfBytes(), 'pdf');
        applicant = { ...target, cvFileId: withCv.cvFileId! };
        const contacts = app.get(ContactsRepository, { strict: false }).list();
        contactTag = app
          .get(ContactTagsRepository, { strict: false })
          .list()
          .find((tag) => contacts.some((contact) => contact.tags.includes(tag.id)))!.id;
        const products = app.get(ProductsRepository, { strict: false }).list();
        productTag = app
          .get(InventoryTagsRepository, { strict: false })
          .list()
          .find((tag) => products.some((product) => product.tags.includes(tag.id)))!.id;
      } finally {
        await close();
      }
    });

    afterAll(() => rm(template, { recursive: true, force: true }));

    /** A copy of the prepared folder after a child ran `operation` and was killed at `step`. */
    async function killedAt(operation: string, id: string, step: StoreStep): Promise<string> {
      const dir = await makeTempDir('talento-crash-run-');
      await cp(template, dir, { recursive: true });
      const { signal, output } = await commitAndDie(dir, operation, id, step);
      expect({ step, signal, output }).toEqual({ step, signal: 'SIGKILL', output: '' });
      // The restart replays the log, redoes the file deletions of durable commits, and
      // (stopping cleanly) compacts.
      const restarted = await createTestApp({ dataDir: dir });
      await restarted.close();
      return dir;
    }

    it.each<[StoreStep, Outcome]>([
      ['append:before', 'nothing'],
      ['append:partial', 'nothing'],
      ['append:written', 'all'],
      ['append:synced', 'all'],
      ['compaction:committed', 'all'],
    ])(
      'erasing an applicant (record, activity feed, CV file) killed at %s: %s of it',
      async (step, outcome) => {
        const dir = await killedAt('erase', applicant.id, step);
        try {
          const record = (await storedRecords<Applicant>(dir, 'applicants')).find(
            (one) => one.id === applicant.id,
          )!;
          const feed = (await storedRecords<Activity>(dir, 'activities')).filter(
            (activity) => activity.applicantId === applicant.id,
          );
          expect(feed.length).toBeGreaterThan(0);
          const all = outcome === 'all';
          expect({
            recordErased: record.erasedAt !== null && record.lastName === '',
            feedAnonymised: !JSON.stringify(feed).includes(applicant.lastName),
            cvRemoved: !existsSync(join(dir, 'files', 'cv', applicant.cvFileId)),
          }).toEqual({ recordErased: all, feedAnonymised: all, cvRemoved: all });
          if (all) expect(await everythingStored(dir)).not.toContain(applicant.email);
        } finally {
          await rm(dir, { recursive: true, force: true });
        }
      },
      60_000,
    );

    it.each<[string, string, string, StoreStep, Outcome]>([
      ['contact-tag', 'contact-tags', 'contacts', 'append:partial', 'nothing'],
      ['contact-tag', 'contact-tags', 'contacts', 'append:synced', 'all'],
      ['product-tag', 'inventory-tags', 'inventory-products', 'append:before', 'nothing'],
      ['product-tag', 'inventory-tags', 'inventory-products', 'append:written', 'all'],
    ])(
      'deleting a tag (%s: %s, stripped from %s) killed at %s: %s of it',
      async (operation, tagsName, recordsName, step, outcome) => {
        const id = operation === 'contact-tag' ? contactTag : productTag;
        const dir = await killedAt(operation, id, step);
        try {
          const tags = await storedRecords<{ id: string }>(dir, tagsName);
          const records = await storedRecords<{ tags: string[] }>(dir, recordsName);
          const all = outcome === 'all';
          expect({
            tagRemoved: !tags.some((tag) => tag.id === id),
            strippedEverywhere: !records.some((record) => record.tags.includes(id)),
          }).toEqual({ tagRemoved: all, strippedEverywhere: all });
        } finally {
          await rm(dir, { recursive: true, force: true });
        }
      },
      60_000,
    );
  },
);
