import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { AppConfigService } from '../../config/config';
import { AccountsRepository } from './accounts.repository';

/** The log line that hands the operator a generated first password. */
export function oneTimePasswordNotice(email: string, password: string): string {
  return (
    `No ADMIN_PASSWORD was set: the administrator ${email} was created with the one-time ` +
    `password ${password} (shown only this once; a new password must be chosen at the ` +
    'first sign-in)'
  );
}

/**
 * Prints a generated first password once: only the start that created the accounts, after
 * the store kept them, has one to show. Later starts, and other servers on the same
 * database, print nothing.
 */
@Injectable()
export class FirstAdministratorNotice implements OnApplicationBootstrap {
  private readonly logger = new Logger('FirstAdministrator');

  constructor(
    private readonly accounts: AccountsRepository,
    private readonly config: AppConfigService,
  ) {}

  onApplicationBootstrap(): void {
    const { admin } = this.config.values;
    if (this.accounts.seededAtStart && admin.oneTimePassword) {
      this.logger.warn(oneTimePasswordNotice(admin.email, admin.password));
    }
  }
}
