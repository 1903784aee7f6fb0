import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { EventEmitter2 } from '@nestjs/event-emitter';
import { ACCOUNT_CREATED, type AccountCreatedEvent } from '../../common/events/domain-events';
import { conflict, notFound } from '../../common/errors/domain-error';
import type { Account } from './account.types';
import { AccountsRepository } from './accounts.repository';
import type { AccountUserDto } from './dto/account-user.dto';
import type { UpdateUserDto } from './dto/update-user.dto';
import { DUMMY_HASH, hashPassword, verifyPassword } from './password';

export interface NewLocalAccount {
  name: string;
  surname?: string;
  email: string;
  password: string;
  company: string;
}

/** What an upstream platform says about a person who signed in there. */
export interface UpstreamIdentity {
  upstreamId: string;
  name: string;
  surname: string;
  email: string;
  avatar: string | null;
  empresa: string;
  ctaid: string;
}

@Injectable()
export class AccountsService {
  constructor(
    private readonly accounts: AccountsRepository,
    private readonly events: EventEmitter2,
  ) {}

  toUser(account: Account): AccountUserDto {
    const { id, name, surname, email, avatar, empresa, ctaid, status } = account;
    return { id, name, surname, email, avatar, empresa, ctaid, status };
  }

  get(id: string): Account | undefined {
    return this.accounts.get(id);
  }

  findByEmail(email: string): Account | undefined {
    return this.accounts.findByEmail(email);
  }

  getUser(id: string): AccountUserDto {
    const account = this.accounts.get(id);
    if (!account) throw notFound(`Account ${id} not found`);
    return this.toUser(account);
  }

  async updateUser(id: string, changes: UpdateUserDto): Promise<AccountUserDto> {
    const updated = await this.accounts.update(id, {
      ...changes,
      updatedAt: new Date().toISOString(),
    });
    if (!updated) throw notFound(`Account ${id} not found`);
    return this.toUser(updated);
  }

  /** The account when the password matches; null otherwise, in the same time either way. */
  async verifyCredentials(email: string, password: string): Promise<Account | null> {
    const account = this.accounts.findByEmail(email);
    const matches = await verifyPassword(password, account?.passwordHash ?? DUMMY_HASH);
    return account && account.passwordHash && matches ? account : null;
  }

  async createLocal(input: NewLocalAccount): Promise<Account> {
    const email = input.email.trim().toLowerCase();
    const passwordHash = await hashPassword(input.password);
    const now = new Date().toISOString();
    const account: Account = {
      id: randomUUID(),
      name: input.name.trim(),
      surname: input.surname?.trim() ?? '',
      email,
      avatar: null,
      empresa: input.company.trim(),
      ctaid: '',
      status: 'online',
      passwordHash,
      source: 'local',
      createdAt: now,
      updatedAt: now,
    };
    // Checked inside the write queue, so two sign-ups with one e-mail cannot both land.
    const created = await this.accounts.mutate((items) => {
      if (items.some((existing) => existing.email === email)) {
        throw conflict('An account with this email already exists', 'email');
      }
      return { items: [...items, account], result: account };
    });
    await this.announce(created);
    return created;
  }

  async setPassword(id: string, password: string): Promise<void> {
    const passwordHash = await hashPassword(password);
    const updated = await this.accounts.update(id, {
      passwordHash,
      updatedAt: new Date().toISOString(),
    });
    if (!updated) throw notFound(`Account ${id} not found`);
  }

  /** Creates or refreshes the local copy of an upstream account (no local password). */
  async upsertUpstream(identity: UpstreamIdentity): Promise<Account> {
    const email = identity.email.trim().toLowerCase();
    const now = new Date().toISOString();
    const { account, isNew } = await this.accounts.mutate((items) => {
      const index = items.findIndex((account) => account.email === email);
      const fields = {
        name: identity.name,
        surname: identity.surname,
        email,
        avatar: identity.avatar,
        empresa: identity.empresa,
        ctaid: identity.ctaid,
        updatedAt: now,
      };
      if (index >= 0) {
        const updated: Account = { ...items[index], ...fields };
        return { items: items.with(index, updated), result: { account: updated, isNew: false } };
      }
      const created: Account = {
        id: randomUUID(),
        ...fields,
        status: 'online',
        passwordHash: null,
        source: 'upstream',
        createdAt: now,
      };
      return { items: [...items, created], result: { account: created, isNew: true } };
    });
    if (isNew) await this.announce(account);
    return account;
  }

  private async announce(account: Account): Promise<void> {
    const event: AccountCreatedEvent = { accountId: account.id };
    await this.events.emitAsync(ACCOUNT_CREATED, event);
  }
}
