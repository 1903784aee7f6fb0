import { randomUUID } from 'node:crypto';
import { Injectable, Logger } from '@nestjs/common';
import { OnEvent } from '@nestjs/event-emitter';
import { conflict, invalid, notFound } from '../../common/errors/domain-error';
import { ACCOUNT_CREATED, type AccountCreatedEvent } from '../../common/events/domain-events';
import { sanitizeDocumentHtml } from '../../common/html/sanitize';
import { MailerService } from '../../common/mail/mailer.service';
import { type BlobReader, StoreService } from '../../store';
import { sampleMailbox, sampleMailboxFiles } from '../../store/seed/mailbox';
import { AccountsService } from '../accounts/accounts.service';
import { isImageType, sniffAttachment } from './attachment-types';
import { defaultLabelColor } from './label-color';
import { isNamedRecipient, recipientAddress } from './recipients';
import { labelSlug, uniqueSlug } from './label-slug';
import {
  DEFAULT_MESSAGE_LAYOUT,
  type FilterField,
  folderBySlug,
  folderId,
  MAIL_FILTERS,
  MAIL_FOLDERS,
  MAIL_PAGE_SIZE,
  MAX_ATTACHMENTS,
} from './mailbox.constants';
import type {
  ComposeMailDto,
  MailboxSettingsDto,
  MailboxSettingsPatchDto,
  MailDto,
  MailFilterDto,
  MailFolderDto,
  MailLabelDto,
  MailLabelInputDto,
  MailLabelPatchDto,
  MailListDto,
  MailListItemDto,
  MailListQueryDto,
  MailPatchDto,
  SendMailInputDto,
} from './dto/mailbox.dto';
import {
  MailboxSettingsRepository,
  MailFiles,
  MailLabelsRepository,
  MailsRepository,
} from './mailbox.repository';
import type { Mail, MailLabel, MessageLayout, StoredAttachment } from './mailbox.types';

export const ATTACHMENT_URL = '/api/apps/mailbox/attachment';

export interface AttachmentUpload {
  bytes: Buffer;
  name: string;
}

export interface AttachmentDownload extends BlobReader {
  name: string;
  type: string;
}

const newestFirst = (a: Mail, b: Mail) => Date.parse(b.date) - Date.parse(a.date);

@Injectable()
export class MailboxService {
  private readonly logger = new Logger(MailboxService.name);

  constructor(
    private readonly mails: MailsRepository,
    private readonly labels: MailLabelsRepository,
    private readonly settingsRepository: MailboxSettingsRepository,
    private readonly files: MailFiles,
    private readonly accounts: AccountsService,
    private readonly mailer: MailerService,
    private readonly store: StoreService,
  ) {}

  // ------------------------------------------------------------------ settings

  settings(accountId: string): MailboxSettingsDto {
    const stored = this.settingsRepository.get(accountId);
    return { messageLayout: stored?.messageLayout ?? DEFAULT_MESSAGE_LAYOUT };
  }

  async updateSettings(
    accountId: string,
    patch: MailboxSettingsPatchDto,
  ): Promise<MailboxSettingsDto> {
    const merged = { ...this.settings(accountId) } as { messageLayout: MessageLayout };
    if (patch.messageLayout !== undefined) merged.messageLayout = patch.messageLayout;
    await this.settingsRepository.mutate((items) => {
      const record = { id: accountId, ...merged };
      const index = items.findIndex((item) => item.id === accountId);
      return {
        items: index === -1 ? [...items, record] : items.toSpliced(index, 1, record),
        result: undefined,
      };
    });
    return merged;
  }

  // ------------------------------------------------------------------ folders, filters

  /** Sent and trash count 0; drafts and spam count every mail; the inbox its unread ones. */
  folders(accountId: string): MailFolderDto[] {
    const own = this.ownMails(accountId);
    return MAIL_FOLDERS.map((folder) => {
      const inFolder = own.filter((mail) => mail.folder === folder.id);
      let count: number;
      if (folder.slug === 'sent' || folder.slug === 'trash') count = 0;
      else if (folder.slug === 'drafts' || folder.slug === 'spam') count = inFolder.length;
      else count = inFolder.filter((mail) => mail.unread).length;
      return { ...folder, count };
    });
  }

  filters(): MailFilterDto[] {
    return MAIL_FILTERS.map((filter) => ({ ...filter }));
  }

  // ------------------------------------------------------------------ labels

  labelList(accountId: string): MailLabelDto[] {
    return this.ownLabels(accountId).map(labelDto);
  }

  /** The slug from the title; when another label of the account has it, -1, -2 ... */
  async createLabel(accountId: string, input: MailLabelInputDto): Promise<MailLabelDto> {
    const slug = checkedSlug(input.title);
    return this.labels.mutate((items) => {
      const own = items.filter((label) => label.accountId === accountId);
      const taken = new Set(own.map((label) => label.slug));
      const label: MailLabel = {
        id: randomUUID(),
        accountId,
        title: input.title,
        slug: uniqueSlug(slug, taken),
        color: input.color ?? defaultLabelColor(own.map((other) => other.color)),
      };
      return { items: [...items, label], result: labelDto(label) };
    });
  }

  /** A new title gives a new slug, with no check that it is free (as in the original client). */
  async updateLabel(
    accountId: string,
    id: string,
    patch: MailLabelPatchDto,
  ): Promise<MailLabelDto> {
    const changes: Partial<MailLabel> = {};
    if (patch.title !== undefined) {
      changes.title = patch.title;
      changes.slug = checkedSlug(patch.title);
    }
    if (patch.color !== undefined) changes.color = patch.color;
    return this.labels.mutate((items) => {
      const index = items.findIndex((label) => label.id === id && label.accountId === accountId);
      if (index === -1) throw labelNotFound(id);
      const updated = { ...items[index]!, ...changes };
      return { items: items.toSpliced(index, 1, updated), result: labelDto(updated) };
    });
  }

  /** Deletes the label and strips it from every mail of the account, in one commit. */
  async removeLabel(accountId: string, id: string): Promise<true> {
    return this.store.mutateTogether([this.labels, this.mails], ([labels, mails]) => {
      const index = labels.findIndex((label) => label.id === id && label.accountId === accountId);
      if (index === -1) throw labelNotFound(id);
      const stripped = mails.some((mail) => mail.labels.includes(id))
        ? mails.map((mail) =>
            mail.labels.includes(id)
              ? { ...mail, labels: mail.labels.filter((labelId) => labelId !== id) }
              : mail,
          )
        : mails;
      return { lists: [labels.toSpliced(index, 1), stripped], result: true as const };
    });
  }

  // ------------------------------------------------------------------ mails

  /**
   * The mails of a folder, a filter or a label (the first given of those, in that order),
   * newest first, ten a page. Past the last page: `mails` null and only `lastPage`.
   */
  list(accountId: string, query: MailListQueryDto): MailListDto {
    const own = this.ownMails(accountId);
    let selected: Mail[];
    if (query.folder !== undefined) {
      const folder = folderBySlug(query.folder)!;
      selected = own.filter((mail) => mail.folder === folder.id);
    } else if (query.filter !== undefined) {
      const field = query.filter as FilterField;
      selected = own.filter((mail) => mail[field] === true);
    } else if (query.label !== undefined) {
      const label = this.ownLabels(accountId).find((one) => one.slug === query.label);
      if (!label) throw notFound('not-found', `Could not found label with slug of ${query.label}!`);
      selected = own.filter((mail) => mail.labels.includes(label.id));
    } else {
      throw invalid('mail-view-missing', 'Give a folder, a filter or a label', 'folder');
    }
    selected.sort(newestFirst);
    const total = selected.length;
    const page = query.page ?? 1;
    const lastPage = Math.max(Math.ceil(total / MAIL_PAGE_SIZE), 1);
    if (page > lastPage) return { mails: null, pagination: { lastPage } };
    const begin = (page - 1) * MAIL_PAGE_SIZE;
    const end = Math.min(page * MAIL_PAGE_SIZE, total);
    return {
      mails: selected.slice(begin, end).map(listItemDto),
      pagination: {
        totalResults: total,
        resultsPerPage: MAIL_PAGE_SIZE,
        currentPage: page,
        lastPage,
        startIndex: begin,
        endIndex: end - 1,
      },
    };
  }

  get(accountId: string, id: string): MailDto {
    return mailDto(this.owned(accountId, id));
  }

  /** Merges starred, important, unread, folder (an id) and labels (the account's ids). */
  async update(accountId: string, id: string, patch: MailPatchDto): Promise<MailDto> {
    const changes: Partial<Mail> = {};
    if (patch.starred !== undefined) changes.starred = patch.starred;
    if (patch.important !== undefined) changes.important = patch.important;
    if (patch.unread !== undefined) changes.unread = patch.unread;
    if (patch.folder !== undefined) {
      if (!MAIL_FOLDERS.some((folder) => folder.id === patch.folder)) {
        throw invalid('reference-missing', `Unknown folder ${patch.folder}`, 'mail.folder');
      }
      changes.folder = patch.folder;
    }
    if (patch.labels !== undefined) {
      const own = new Set(this.ownLabels(accountId).map((label) => label.id));
      const unknown = patch.labels.find((labelId) => !own.has(labelId));
      if (unknown) throw invalid('reference-missing', `Unknown label ${unknown}`, 'mail.labels');
      changes.labels = [...new Set(patch.labels)];
    }
    return this.mails.mutate((items) => {
      const index = items.findIndex((mail) => mail.id === id && mail.accountId === accountId);
      if (index === -1) throw mailNotFound(id);
      const updated = { ...items[index]!, ...changes };
      return { items: items.toSpliced(index, 1, updated), result: mailDto(updated) };
    });
  }

  /** Deletes a mail for good (a discarded draft, a mail in the trash) with its files. */
  async remove(accountId: string, id: string): Promise<true> {
    return this.mails.mutate((items) => {
      const index = items.findIndex((mail) => mail.id === id && mail.accountId === accountId);
      if (index === -1) throw mailNotFound(id);
      return {
        items: items.toSpliced(index, 1),
        result: true as const,
        removeFiles: items[index]!.attachments.map((file) => this.files.area.storedPath(file.file)),
      };
    });
  }

  // ------------------------------------------------------------------ drafts

  async createDraft(
    accountId: string,
    input: ComposeMailDto,
    forwardOf?: string,
  ): Promise<MailDto> {
    const attachments = forwardOf
      ? await this.copyFiles(this.owned(accountId, forwardOf).attachments)
      : [];
    const draft: Mail = {
      id: randomUUID(),
      accountId,
      type: 'mail',
      from: this.sender(accountId),
      to: '',
      date: new Date().toISOString(),
      subject: '',
      content: '',
      attachments,
      starred: false,
      important: false,
      unread: false,
      folder: folderId('drafts'),
      labels: [],
      ...this.composed(input),
    };
    try {
      return mailDto(await this.mails.insert(draft));
    } catch (error) {
      await this.files.area.remove(...attachments.map((file) => file.file));
      throw error;
    }
  }

  async updateDraft(accountId: string, id: string, input: ComposeMailDto): Promise<MailDto> {
    const changes = { ...this.composed(input), date: new Date().toISOString() };
    return this.mails.mutate((items) => {
      const index = this.draftIndex(items, accountId, id);
      const updated = { ...items[index]!, ...changes };
      return { items: items.toSpliced(index, 1, updated), result: mailDto(updated) };
    });
  }

  /** Stores the file (its type found from its bytes) and attaches it to the draft. */
  async addAttachment(accountId: string, id: string, upload: AttachmentUpload): Promise<MailDto> {
    this.draftIndex(this.mails.list(), accountId, id);
    const file = await this.files.area.save(upload.bytes);
    const attachment: StoredAttachment = {
      id: randomUUID(),
      type: sniffAttachment(upload.bytes),
      name: upload.name.slice(0, 200) || 'file',
      size: upload.bytes.length,
      file,
    };
    try {
      return await this.mails.mutate((items) => {
        const index = this.draftIndex(items, accountId, id);
        const draft = items[index]!;
        if (draft.attachments.length >= MAX_ATTACHMENTS) {
          throw conflict(
            'attachments-too-many',
            `A mail holds at most ${MAX_ATTACHMENTS} attachments`,
            'file',
          );
        }
        const updated = { ...draft, attachments: [...draft.attachments, attachment] };
        return { items: items.toSpliced(index, 1, updated), result: mailDto(updated) };
      });
    } catch (error) {
      await this.files.area.remove(file);
      throw error;
    }
  }

  async removeAttachment(accountId: string, id: string, attachmentId: string): Promise<MailDto> {
    return this.mails.mutate((items) => {
      const index = this.draftIndex(items, accountId, id);
      const draft = items[index]!;
      const gone = draft.attachments.find((file) => file.id === attachmentId);
      if (!gone) throw attachmentNotFound(attachmentId);
      const updated = {
        ...draft,
        attachments: draft.attachments.filter((file) => file.id !== attachmentId),
      };
      return {
        items: items.toSpliced(index, 1, updated),
        result: mailDto(updated),
        removeFiles: [this.files.area.storedPath(gone.file)],
      };
    });
  }

  async attachment(accountId: string, mailId: string, id: string): Promise<AttachmentDownload> {
    const mail = this.owned(accountId, mailId);
    const attachment = mail.attachments.find((file) => file.id === id);
    if (!attachment) throw attachmentNotFound(id);
    const stored = await this.files.area.open(attachment.file);
    if (!stored) throw notFound('file-missing', `The file of attachment ${id} is gone`);
    return { ...stored, name: attachment.name, type: attachment.type };
  }

  // ------------------------------------------------------------------ sending

  /**
   * Sends a mail: the sender's copy goes to `sent` (the draft it was written in, when
   * given, becomes that copy), each recipient who is an account of this console gets a
   * copy in their inbox, and the others are mailed through SMTP (only logged without it).
   */
  async send(
    accountId: string,
    draftId: string | undefined,
    input: SendMailInputDto,
  ): Promise<MailDto> {
    const composed = this.composed({
      ...input,
      cc: input.cc ?? [],
      bcc: input.bcc ?? [],
      subject: input.subject ?? '',
      content: input.content ?? '',
    });
    if (composed.cc?.length === 0) delete composed.cc;
    if (composed.bcc?.length === 0) delete composed.bcc;
    const now = new Date().toISOString();
    const draft = draftId
      ? this.mails.list()[this.draftIndex(this.mails.list(), accountId, draftId)]
      : undefined;
    const attachments = draft?.attachments ?? [];
    const addresses = [
      ...new Set([...input.to, ...(input.cc ?? []), ...(input.bcc ?? [])].map(recipientAddress)),
    ];
    const local = new Map<string, string>();
    const external: string[] = [];
    for (const address of addresses) {
      const account = this.accounts.findByEmail(address);
      if (account) local.set(address, account.id);
      else external.push(address);
    }
    // Each recipient's copy has its own files.
    const copies: Mail[] = [];
    const copiedFiles: string[] = [];
    try {
      for (const recipientId of new Set(local.values())) {
        const files = await this.copyFiles(attachments);
        copiedFiles.push(...files.map((file) => file.file));
        const { bcc: _bcc, ...visible } = composed;
        copies.push({
          id: randomUUID(),
          accountId: recipientId,
          type: 'mail',
          from: this.sender(accountId),
          to: '',
          subject: '',
          content: '',
          ...visible,
          date: now,
          attachments: files,
          starred: false,
          important: false,
          unread: true,
          folder: folderId('inbox'),
          labels: [],
        });
      }
      const sent = await this.mails.mutate((items) => {
        let base: Mail;
        let rest = items;
        if (draftId) {
          const index = this.draftIndex(items, accountId, draftId);
          base = items[index]!;
          rest = items.toSpliced(index, 1);
        } else {
          base = {
            id: randomUUID(),
            accountId,
            type: 'mail',
            from: this.sender(accountId),
            to: '',
            date: now,
            subject: '',
            content: '',
            attachments: [],
            starred: false,
            important: false,
            unread: false,
            folder: folderId('sent'),
            labels: [],
          };
        }
        const { cc: _cc, bcc: _bcc, ...kept } = base;
        const mail: Mail = {
          ...kept,
          ...composed,
          from: this.sender(accountId),
          date: now,
          unread: false,
          folder: folderId('sent'),
        };
        return { items: [...rest, mail, ...copies], result: mail };
      });
      if (external.length > 0) await this.mailOut(sent, external, input);
      return mailDto(sent);
    } catch (error) {
      await this.files.area.remove(...copiedFiles);
      throw error;
    }
  }

  private async mailOut(mail: Mail, external: string[], input: SendMailInputDto): Promise<void> {
    const outside = new Set(external);
    const attachments = [];
    for (const file of mail.attachments) {
      const bytes = await this.files.area.read(file.file);
      if (bytes) attachments.push({ filename: file.name, content: bytes, contentType: file.type });
    }
    await this.mailer.send({
      to: input.to.filter((entry) => outside.has(recipientAddress(entry))).join(', '),
      cc: (input.cc ?? []).filter((entry) => outside.has(recipientAddress(entry))),
      bcc: (input.bcc ?? []).filter((entry) => outside.has(recipientAddress(entry))),
      subject: mail.subject,
      text: htmlToText(mail.content),
      html: mail.content,
      attachments,
    });
  }

  // ------------------------------------------------------------------ new accounts

  /** Every new account starts with its own sample labels and mails. */
  @OnEvent(ACCOUNT_CREATED, { promisify: true })
  async onAccountCreated({ accountId }: AccountCreatedEvent): Promise<void> {
    const account = this.accounts.get(accountId);
    if (!account) return;
    const files = sampleMailboxFiles();
    const stored = new Map<string, string>();
    for (const file of files) {
      stored.set(file.sample, await this.files.area.save(file.bytes, file.extension));
    }
    const sample = sampleMailbox(
      {
        accountId,
        name: `${account.name} ${account.surname}`.trim(),
        email: account.email,
        avatar: account.avatar,
      },
      files,
      stored,
    );
    await this.store.mutateTogether([this.labels, this.mails], ([labels, mails]) => ({
      lists: [
        [...labels, ...sample.labels],
        [...mails, ...sample.mails],
      ],
      result: undefined,
    }));
  }

  // ------------------------------------------------------------------ helpers

  /** New copies of attachments' files (a file that is gone is left out). */
  private async copyFiles(attachments: readonly StoredAttachment[]): Promise<StoredAttachment[]> {
    const copies: StoredAttachment[] = [];
    for (const file of attachments) {
      const bytes = await this.files.area.read(file.file);
      if (!bytes) continue;
      copies.push({ ...file, id: randomUUID(), file: await this.files.area.save(bytes) });
    }
    return copies;
  }

  private ownMails(accountId: string): Mail[] {
    return this.mails.list().filter((mail) => mail.accountId === accountId);
  }

  private ownLabels(accountId: string): MailLabel[] {
    return this.labels.list().filter((label) => label.accountId === accountId);
  }

  private owned(accountId: string, id: string): Mail {
    const mail = this.mails.get(id);
    if (!mail || mail.accountId !== accountId) throw mailNotFound(id);
    return mail;
  }

  private draftIndex(items: readonly Mail[], accountId: string, id: string): number {
    const index = items.findIndex((mail) => mail.id === id && mail.accountId === accountId);
    if (index === -1) throw mailNotFound(id);
    if (items[index]!.folder !== folderId('drafts')) {
      throw conflict('mail-not-draft', 'Only a draft can be changed or sent', 'id');
    }
    return index;
  }

  private sender(accountId: string): Mail['from'] {
    const account = this.accounts.get(accountId);
    if (!account) return { avatar: null, contact: 'me' };
    const name = `${account.name} ${account.surname}`.trim();
    return { avatar: account.avatar, contact: `${name} <${account.email}>` };
  }

  /**
   * A recipient as the given `Name <address>`; a bare address as `Name <address>` for an
   * account of this console, the address otherwise.
   */
  private addressOf(address: string): string {
    if (isNamedRecipient(address)) return address;
    const account = this.accounts.findByEmail(address);
    if (!account) return address;
    return `${`${account.name} ${account.surname}`.trim()} <${account.email}>`;
  }

  /** The compose fields given, in the stored form (recipients named, HTML sanitised). */
  private composed(input: ComposeMailDto): Partial<Mail> {
    const fields: Partial<Mail> = {};
    if (input.to !== undefined) fields.to = input.to.map((a) => this.addressOf(a)).join(', ');
    if (input.cc !== undefined) fields.cc = input.cc.map((a) => this.addressOf(a));
    if (input.bcc !== undefined) fields.bcc = input.bcc.map((a) => this.addressOf(a));
    if (input.subject !== undefined) fields.subject = input.subject.trim();
    if (input.content !== undefined) fields.content = sanitizeDocumentHtml(input.content);
    return fields;
  }
}

function checkedSlug(title: string): string {
  const slug = labelSlug(title);
  if (!/[a-z0-9]/i.test(slug)) {
    throw invalid('name-invalid', 'title must hold a letter or a digit', 'label.title');
  }
  return slug;
}

function labelDto({ accountId: _accountId, ...label }: MailLabel): MailLabelDto {
  return { ...label };
}

function mailDto({ accountId: _accountId, attachments, cc, bcc, ...mail }: Mail): MailDto {
  const dto: MailDto = {
    ...mail,
    from: { ...mail.from },
    labels: [...mail.labels],
    attachments: attachments.map(({ file: _file, ...attachment }) => {
      const url = `${ATTACHMENT_URL}?mailId=${mail.id}&id=${attachment.id}`;
      return {
        ...attachment,
        preview: isImageType(attachment.type) ? url : null,
        downloadUrl: url,
      };
    }),
  };
  if (cc) dto.cc = [...cc];
  if (bcc) dto.bcc = [...bcc];
  return dto;
}

function listItemDto(mail: Mail): MailListItemDto {
  return { ...mailDto(mail), ccCount: mail.cc?.length ?? 0, bccCount: mail.bcc?.length ?? 0 };
}

function htmlToText(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|div|li|h[1-6]|blockquote)>/gi, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .trim();
}

function mailNotFound(id: string) {
  return notFound('not-found', `Could not found mail with id of ${id}!`);
}

function labelNotFound(id: string) {
  return notFound('not-found', `Could not found label with id of ${id}!`);
}

function attachmentNotFound(id: string) {
  return notFound('not-found', `Could not found attachment with id of ${id}!`);
}
