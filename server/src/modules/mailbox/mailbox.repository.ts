import { Injectable } from '@nestjs/common';
import { BlobArea, BlobStore, defineCollection, Repository, StoreService } from '../../store';
import { MAILBOX_FILES_AREA } from './mailbox.constants';
import type { Mail, MailboxSettingsRecord, MailLabel } from './mailbox.types';

@Injectable()
export class MailsRepository extends Repository<Mail> {
  constructor(store: StoreService) {
    super(store, defineCollection<Mail>({ name: 'mailbox-mails' }));
  }
}

@Injectable()
export class MailLabelsRepository extends Repository<MailLabel> {
  constructor(store: StoreService) {
    super(store, defineCollection<MailLabel>({ name: 'mailbox-labels' }));
  }
}

@Injectable()
export class MailboxSettingsRepository extends Repository<MailboxSettingsRecord> {
  constructor(store: StoreService) {
    // One record per account, under the account's id: the id names the account.
    super(
      store,
      defineCollection<MailboxSettingsRecord>({ name: 'mailbox-settings', idsOf: 'accounts' }),
    );
  }
}

/** The attachments' bytes, under DATA_DIR/files/mailbox, each named by a random id. */
@Injectable()
export class MailFiles {
  readonly area: BlobArea;

  constructor(blobs: BlobStore) {
    this.area = blobs.area(MAILBOX_FILES_AREA);
  }
}
