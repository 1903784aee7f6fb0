import { Injectable } from '@nestjs/common';
import { MailerService } from '../../common/mail/mailer.service';
import { AppConfigService } from '../../config/config';
import { AccountsService } from '../accounts/accounts.service';
import { AccountMailQuota } from './account-mail-quota';

/**
 * A sign-up with an address that already has an account is answered as any sign-up, so
 * that sign-up cannot tell who has an account; the owner is told by mail instead, with the
 * way in (within the address's mail quota).
 */
@Injectable()
export class SignUpNotice {
  constructor(
    private readonly accounts: AccountsService,
    private readonly mailer: MailerService,
    private readonly mailQuota: AccountMailQuota,
    private readonly config: AppConfigService,
  ) {}

  async send(email: string): Promise<void> {
    const account = this.accounts.findByEmail(email);
    if (!account || !(await this.mailQuota.allows(account.email))) return;
    const url = this.config.values.publicUrl;
    // An account checked by the upstream platform has no password here to reset.
    const reset =
      account.source === 'local'
        ? `If you forgot your password, choose a new one here:\n${url}/forgot-password\n\n`
        : '';
    await this.mailer.send({
      to: account.email,
      subject: 'Someone tried to sign up to Talento Admin with your address',
      text: `Hello ${account.name},\n\nSomeone tried to create a Talento Admin account with this e-mail address, which already has one. Nothing was changed.\n\nSign in here:\n${url}/sign-in\n\n${reset}If it was not you, ignore this message.`,
    });
  }
}
