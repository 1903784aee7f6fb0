import { Injectable } from '@nestjs/common';
import { OnEvent } from '@nestjs/event-emitter';
import { isAdmin } from '../../common/auth/access';
import type { AuthContext } from '../../common/auth/auth-context';
import {
  ACCOUNT_DEACTIVATED,
  type AccountDeactivatedEvent,
} from '../../common/events/domain-events';
import { forbidden, notFound } from '../../common/errors/domain-error';
import { DAY_MS, DailyPrune } from '../../common/schedule/daily';
import { removeWhere } from '../../store';
import { AccountsService } from '../accounts/accounts.service';
import type { SessionDto } from './dto/session.dto';
import type { Session, SessionClient } from './session.types';
import { SessionsRepository } from './sessions.repository';

/** lastSeenAt is refreshed at most this often, so reads do not turn into writes. */
const TOUCH_INTERVAL_MS = 60_000;
/** Ended sessions (revoked or expired) are kept this long for the record, then removed. */
export const ENDED_SESSION_RETENTION_MS = 30 * DAY_MS;

@Injectable()
export class SessionsService extends DailyPrune {
  constructor(
    private readonly sessions: SessionsRepository,
    private readonly accounts: AccountsService,
  ) {
    super();
  }

  start(id: string, accountId: string, client: SessionClient, expiresAt: Date): Promise<Session> {
    const now = new Date().toISOString();
    return this.sessions.insert({
      id,
      accountId,
      createdAt: now,
      lastSeenAt: now,
      expiresAt: expiresAt.toISOString(),
      ip: client.ip,
      userAgent: client.userAgent.slice(0, 300),
      revokedAt: null,
    });
  }

  /** A session that is neither revoked nor past its newest token's expiry. */
  findLive(id: string, now = new Date()): Session | undefined {
    const session = this.sessions.get(id);
    return session && this.isLive(session, now) ? session : undefined;
  }

  private isLive(session: Session, now: Date): boolean {
    return !session.revokedAt && new Date(session.expiresAt) > now;
  }

  async extend(id: string, expiresAt: Date): Promise<void> {
    await this.sessions.update(id, {
      expiresAt: expiresAt.toISOString(),
      lastSeenAt: new Date().toISOString(),
    });
  }

  async touch(session: Session, now = new Date()): Promise<void> {
    if (now.getTime() - new Date(session.lastSeenAt).getTime() < TOUCH_INTERVAL_MS) return;
    await this.sessions.update(session.id, { lastSeenAt: now.toISOString() });
  }

  /** Removes sessions that ended (revoked or expired) more than the retention ago. */
  async prune(now = new Date()): Promise<number> {
    const cutoff = now.getTime() - ENDED_SESSION_RETENTION_MS;
    const endedBefore = (session: Session) =>
      Math.min(
        session.revokedAt ? new Date(session.revokedAt).getTime() : Infinity,
        new Date(session.expiresAt).getTime(),
      ) < cutoff;
    return this.sessions.mutate(removeWhere(endedBefore));
  }

  /**
   * Revokes a session for the caller: their own, or anyone's for an administrator. Another
   * account's session answers 404 to everyone else, as if it did not exist.
   */
  async revokeFor(caller: AuthContext, id: string): Promise<void> {
    const session = this.sessions.get(id);
    if (session && session.accountId !== caller.accountId && !isAdmin(caller.roles)) {
      throw notFound('not-found', `Session ${id} not found`);
    }
    await this.revoke(id);
  }

  async revoke(id: string): Promise<void> {
    const revoked = await this.sessions.mutate((items) => {
      const index = items.findIndex((session) => session.id === id && !session.revokedAt);
      if (index === -1) return { items, result: false };
      const session = { ...items[index], revokedAt: new Date().toISOString() };
      return { items: items.with(index, session), result: true };
    });
    if (!revoked) throw notFound('not-found', `Session ${id} not found`);
  }

  /**
   * Ends every live session of an account (its password changed, it was deactivated, or
   * an administrator signed it out everywhere); answers how many ended.
   */
  async revokeAllOf(accountId: string, options: { mustExist?: boolean } = {}): Promise<number> {
    if (options.mustExist && !this.accounts.get(accountId)) {
      throw notFound('not-found', `Account ${accountId} not found`);
    }
    const now = new Date();
    return this.sessions.mutate((items) => {
      let revoked = 0;
      const next = items.map((session) => {
        if (session.accountId !== accountId || !this.isLive(session, now)) return session;
        revoked += 1;
        return { ...session, revokedAt: now.toISOString() };
      });
      return { items: revoked ? next : items, result: revoked };
    });
  }

  @OnEvent(ACCOUNT_DEACTIVATED, { promisify: true })
  async onAccountDeactivated(event: AccountDeactivatedEvent): Promise<void> {
    await this.revokeAllOf(event.accountId);
  }

  /**
   * Live sessions, most recently active first: the caller's own, or with `all` (for
   * administrators only) every account's.
   */
  listLive(caller: AuthContext, all = false): SessionDto[] {
    if (all && !isAdmin(caller.roles)) {
      throw forbidden('role-required', 'Only administrators see other accounts’ sessions');
    }
    const now = new Date();
    return this.sessions
      .list()
      .filter((session) => this.isLive(session, now))
      .filter((session) => all || session.accountId === caller.accountId)
      .map((session) => {
        const account = this.accounts.get(session.accountId);
        return {
          id: session.id,
          accountId: session.accountId,
          accountName: account ? `${account.name} ${account.surname}`.trim() : '',
          accountEmail: account?.email ?? '',
          accountAvatar: account?.avatar ?? null,
          createdAt: session.createdAt,
          lastSeenAt: session.lastSeenAt,
          expiresAt: session.expiresAt,
          ip: session.ip,
          userAgent: session.userAgent,
          current: session.id === caller.sessionId,
        };
      })
      .sort((a, b) => b.lastSeenAt.localeCompare(a.lastSeenAt));
  }
}
