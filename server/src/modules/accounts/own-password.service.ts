import { Injectable } from '@nestjs/common';
import { invalid, notFound } from '../../common/errors/domain-error';
import { AccountsRepository } from './accounts.repository';
import { AccountsService } from './accounts.service';
import type { AccountUserDto } from './dto/account-user.dto';

/** The signed-in person choosing a new password (and so ending a one-time password). */
@Injectable()
export class OwnPasswordService {
  constructor(
    private readonly accounts: AccountsService,
    private readonly repository: AccountsRepository,
  ) {}

  async change(
    accountId: string,
    currentPassword: string,
    newPassword: string,
  ): Promise<AccountUserDto> {
    const account = this.accounts.get(accountId);
    if (!account) throw notFound('not-found', `Account ${accountId} not found`);
    const verified = await this.accounts.verifyCredentials(account.email, currentPassword);
    if (verified?.id !== accountId) {
      throw invalid('current-password-wrong', 'The current password is wrong', 'currentPassword');
    }
    if (newPassword === currentPassword) {
      throw invalid(
        'password-unchanged',
        'The new password must differ from the current one',
        'newPassword',
      );
    }
    await this.accounts.setPassword(accountId, newPassword);
    // After the new hash is kept: a failure in between leaves the flag, never a lock-out.
    const updated = await this.repository.update(accountId, {
      passwordChangeRequired: false,
      updatedAt: new Date().toISOString(),
    });
    if (!updated) throw notFound('not-found', `Account ${accountId} not found`);
    return this.accounts.toUser(updated);
  }
}
