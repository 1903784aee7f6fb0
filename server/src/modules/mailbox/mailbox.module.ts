import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module';
import { MailboxController } from './mailbox.controller';
import {
  MailboxSettingsRepository,
  MailFiles,
  MailLabelsRepository,
  MailsRepository,
} from './mailbox.repository';
import { MailboxService } from './mailbox.service';

@Module({
  imports: [AccountsModule],
  controllers: [MailboxController],
  providers: [
    MailsRepository,
    MailLabelsRepository,
    MailboxSettingsRepository,
    MailFiles,
    MailboxService,
  ],
})
export class MailboxModule {}
