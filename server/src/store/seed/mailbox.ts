/**
 * The mailbox's samples, from data/seed/mailbox: one account's labels and mails (the
 * administrator's at seeding time; every new account gets its own, see MailboxService),
 * and the attachment files they hold, written to the blob store.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { sniffAttachment } from '../../modules/mailbox/attachment-types';
import { labelSlug } from '../../modules/mailbox/label-slug';
import { folderBySlug, MAILBOX_FILES_AREA } from '../../modules/mailbox/mailbox.constants';
import type {
  LabelTemplate,
  Mail,
  MailLabel,
  MailTemplate,
  MailboxSettingsRecord,
} from '../../modules/mailbox/mailbox.types';
import { seedingArea } from '../blob-area';
import { ADMIN_ACCOUNT_ID } from './accounts';
import { type AreaSeeds, perContext } from './context';
import { minutesAgo, readSeedJson, SEED_DIR } from './seed-files';

/** Whose mailbox it is: the account's own mails come from and go to this person. */
export interface MailboxOwner {
  accountId: string;
  name: string;
  email: string;
  avatar: string | null;
}

/** A sample attachment's bytes, by its file name under data/seed/mailbox/files. */
export interface SampleFile {
  sample: string;
  extension: string;
  bytes: Buffer;
}

/** The sample files the sample mails attach. */
export function sampleMailboxFiles(): SampleFile[] {
  const names = new Set(
    readSeedJson<MailTemplate[]>('mailbox/mails.json').flatMap((mail) => mail.attachments),
  );
  return [...names].map((sample) => ({
    sample,
    extension: extname(sample).slice(1).toLowerCase(),
    bytes: readFileSync(join(SEED_DIR, 'mailbox', 'files', sample)),
  }));
}

const contactOf = (person: { name: string; email: string }) => `${person.name} <${person.email}>`;

/**
 * One account's sample labels and mails. `stored` names the blob each sample file was
 * saved as (every account has its own copies).
 */
export function sampleMailbox(
  owner: MailboxOwner,
  files: readonly SampleFile[],
  stored: ReadonlyMap<string, string>,
  now = new Date(),
): { labels: MailLabel[]; mails: Mail[] } {
  const labels = readSeedJson<LabelTemplate[]>('mailbox/labels.json').map((label) => ({
    id: randomUUID(),
    accountId: owner.accountId,
    title: label.title,
    slug: labelSlug(label.title),
    color: label.color,
  }));
  const labelIds = new Map(labels.map((label) => [label.slug, label.id]));
  const me = contactOf({ name: `me`, email: owner.email });
  const mails = readSeedJson<MailTemplate[]>('mailbox/mails.json').map((template): Mail => {
    const folder = folderBySlug(template.folder);
    if (!folder) throw new Error(`Sample mail in unknown folder ${template.folder}`);
    const mail: Mail = {
      id: randomUUID(),
      accountId: owner.accountId,
      type: 'mail',
      from:
        template.from === 'me'
          ? { avatar: owner.avatar, contact: contactOf(owner) }
          : { avatar: template.from.avatar, contact: contactOf(template.from) },
      to: template.to === 'me' ? me : template.to,
      date: minutesAgo(template.minutesAgo, now),
      subject: template.subject,
      content: template.content,
      attachments: template.attachments.map((sample) => {
        const file = files.find((one) => one.sample === sample);
        const name = stored.get(sample);
        if (!file || !name) throw new Error(`Sample attachment ${sample} is missing`);
        return {
          id: randomUUID(),
          type: sniffAttachment(file.bytes),
          name: sample,
          size: file.bytes.length,
          file: name,
        };
      }),
      starred: template.starred,
      important: template.important,
      unread: template.unread,
      folder: folder.id,
      labels: template.labels.map((slug) => {
        const id = labelIds.get(slug);
        if (!id) throw new Error(`Sample mail with unknown label ${slug}`);
        return id;
      }),
    };
    if (template.cc) mail.cc = [...template.cc];
    if (template.bcc) mail.bcc = [...template.bcc];
    return mail;
  });
  return { labels, mails };
}

// The administrator's mailbox, made once per context: its files are written (replacing
// every stored attachment) when the mails are seeded.
const adminMailboxFor = perContext(({ admin }) => {
  const files = sampleMailboxFiles();
  const stored = new Map(files.map((file) => [file.sample, `${randomUUID()}.${file.extension}`]));
  const sample = sampleMailbox(
    { accountId: ADMIN_ACCOUNT_ID, name: 'Lucía Fernández', email: admin.email, avatar: null },
    files,
    stored,
  );
  return { ...sample, files, stored };
});

export const MAILBOX_SEEDS = {
  // The sample's setting; other accounts read the same default until they change it.
  'mailbox-settings': (): MailboxSettingsRecord[] => [
    { id: ADMIN_ACCOUNT_ID, messageLayout: 'right' },
  ],
  'mailbox-labels': (context) => adminMailboxFor(context).labels,
  'mailbox-mails': (context) => {
    const { mails, files, stored } = adminMailboxFor(context);
    seedingArea(context.dataDir, MAILBOX_FILES_AREA).replaceAllSync(
      files.map((file) => ({ name: stored.get(file.sample)!, bytes: file.bytes })),
    );
    return mails;
  },
} satisfies AreaSeeds;
