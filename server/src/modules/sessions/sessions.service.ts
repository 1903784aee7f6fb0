import { Injectable } from '@nestjs/common';
import { notFound } from '../../common/errors/domain-error';
import { AccountsService } from '../accounts/accounts.service';
import type { SessionDto } from './dto/session.dto';
import type { Session, SessionClient } from './session.types';
import { SessionsRepository } from './sessions.repository';

/** lastSeenAt is refreshed at most this often, so reads do not turn into writes. */
const TOUCH_INTERVAL_MS = 60_000;

@Injectable()
export class SessionsService {
  constructor(
    private readonly sessions: SessionsRepository,
    private readonly accounts: AccountsService,
  ) {}

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
    if (!session || session.revokedAt || new Date(session.expiresAt) <= now) return undefined;
    return session;
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

  async revoke(id: string): Promise<void> {
    const revoked = await this.sessions.mutate((items) => {
      const index = items.findIndex((session) => session.id === id && !session.revokedAt);
      if (index === -1) return { items, result: false };
      const session = { ...items[index], revokedAt: new Date().toISOString() };
      return { items: items.with(index, session), result: true };
    });
    if (!revoked) throw notFound(`Session ${id} not found`);
  }

  /** Ends every session of an account (after its password changed). */
  async revokeAllOf(accountId: string): Promise<void> {
    const now = new Date().toISOString();
    await this.sessions.mutate((items) => ({
      items: items.map((session) =>
        session.accountId === accountId && !session.revokedAt
          ? { ...session, revokedAt: now }
          : session,
      ),
      result: undefined,
    }));
  }

  /** Every live session of every account, most recently active first. */
  listLive(currentSessionId: string): SessionDto[] {
    const now = new Date();
    return this.sessions
      .list()
      .filter((session) => this.findLive(session.id, now))
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
          current: session.id === currentSessionId,
        };
      })
      .sort((a, b) => b.lastSeenAt.localeCompare(a.lastSeenAt));
  }
}
