import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { OnEvent } from '@nestjs/event-emitter';
import { BackgroundWork } from '../../common/background/background-work';
import { invalid } from '../../common/errors/domain-error';
import {
  ACCOUNT_PASSWORD_CHANGED,
  type AccountPasswordChangedEvent,
} from '../../common/events/domain-events';
import { MailerService } from '../../common/mail/mailer.service';
import { AppConfigService } from '../../config/config';
import { DAY_MS, DailyPrune } from '../../common/schedule/daily';
import { removeWhere } from '../../store';
import { AccountsService } from '../accounts/accounts.service';
import { SessionsService } from '../sessions/sessions.service';
import { AccountMailQuota } from './account-mail-quota';
import { type PasswordReset, PasswordResetsRepository } from './password-resets.repository';

const RESET_LIFETIME_MS = 60 * 60 * 1000;
/** Reset tokens (used or not) are kept this long after they expire, then removed. */
export const EXPIRED_RESET_RETENTION_MS = 30 * DAY_MS;
export const BAD_RESET_TOKEN = 'This reset link is invalid, expired or already used';

const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');

const isOutstanding = (reset: PasswordReset, now: Date) =>
  !reset.usedAt && !reset.voidedAt && new Date(reset.expiresAt) > now;

@Injectable()
export class PasswordResetService extends DailyPrune {
  constructor(
    private readonly resets: PasswordResetsRepository,
    private readonly accounts: AccountsService,
    private readonly sessions: SessionsService,
    private readonly mailer: MailerService,
    private readonly mailQuota: AccountMailQuota,
    private readonly config: AppConfigService,
    private readonly background: BackgroundWork,
  ) {
    super();
  }

  /** Removes the reset tokens that expired more than the retention ago; answers how many. */
  async prune(now = new Date()): Promise<number> {
    const cutoff = now.getTime() - EXPIRED_RESET_RETENTION_MS;
    const stale = (reset: PasswordReset) => Date.parse(reset.expiresAt) < cutoff;
    return this.resets.mutate(removeWhere(stale));
  }

  /**
   * Always succeeds from the caller's side: whether the address exists, or already had its
   * mails for now (AccountMailQuota), is never told. Nor does the time of the answer tell:
   * every request does the same before it (nothing), and the lookup, the link and the
   * mail come after it (BackgroundWork).
   */
  request(email: string): void {
    this.background.run('A password-reset mail', () => this.sendLink(email));
  }

  private async sendLink(email: string): Promise<void> {
    const account = this.accounts.findByEmail(email);
    if (!account || account.source !== 'local') return;
    if (!(await this.mailQuota.allows(account.email))) return;
    const token = randomBytes(32).toString('base64url');
    const now = Date.now();
    await this.resets.insert({
      id: randomUUID(),
      accountId: account.id,
      tokenHash: sha256(token),
      createdAt: new Date(now).toISOString(),
      expiresAt: new Date(now + RESET_LIFETIME_MS).toISOString(),
      usedAt: null,
      voidedAt: null,
    });
    const link = `${this.config.values.publicUrl}/reset-password?token=${token}`;
    await this.mailer.send({
      to: account.email,
      subject: 'Reset your Talento Admin password',
      text: `Hello ${account.name},\n\nOpen this link within one hour to choose a new password:\n${link}\n\nIf you did not ask for it, ignore this message.`,
    });
  }

  /**
   * Sets the new password, spends the token and ends every session of the account. The
   * account's other links die in the same write, so two links cannot both be used.
   */
  async reset(token: string, password: string): Promise<void> {
    const tokenHash = sha256(token);
    const now = new Date();
    const reset = await this.resets.mutate((items) => {
      const used = items.find((item) => item.tokenHash === tokenHash && isOutstanding(item, now));
      if (!used) throw invalid('reset-link-invalid', BAD_RESET_TOKEN, 'token');
      const at = now.toISOString();
      const next = items.map((item) => {
        if (item === used) return { ...item, usedAt: at };
        return item.accountId === used.accountId && isOutstanding(item, now)
          ? { ...item, voidedAt: at }
          : item;
      });
      return { items: next, result: used };
    });
    await this.accounts.setPassword(reset.accountId, password);
    await this.sessions.revokeAllOf(reset.accountId);
  }

  /** A password changed (by a link, the profile or an administrator): no link may change it again. */
  @OnEvent(ACCOUNT_PASSWORD_CHANGED, { promisify: true })
  async onPasswordChanged(event: AccountPasswordChangedEvent): Promise<void> {
    await this.voidOutstanding(event.accountId);
  }

  /** Kills every link of the account not used yet; answers how many. */
  async voidOutstanding(accountId: string, now = new Date()): Promise<number> {
    return this.resets.mutate((items) => {
      let voided = 0;
      const next = items.map((item) => {
        if (item.accountId !== accountId || !isOutstanding(item, now)) return item;
        voided += 1;
        return { ...item, voidedAt: now.toISOString() };
      });
      return { items: voided ? next : items, result: voided };
    });
  }
}
