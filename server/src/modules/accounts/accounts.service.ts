import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { EventEmitter2 } from '@nestjs/event-emitter';
import type { Role } from '../../common/auth/access';
import {
  ACCOUNT_CREATED,
  ACCOUNT_DEACTIVATED,
  ACCOUNT_PASSWORD_CHANGED,
  type AccountCreatedEvent,
  type AccountDeactivatedEvent,
  type AccountPasswordChangedEvent,
} from '../../common/events/domain-events';
import { conflict, forbidden, notFound } from '../../common/errors/domain-error';
import { AppConfigService } from '../../config/config';
import { listPage, type ListSpec } from '../../common/listing/list';
import { mapPage, type Page } from '../../common/listing/paginate';
import type { Account, AccountState } from './account.types';
import { AccountsRepository } from './accounts.repository';
import type { AccountUserDto } from './dto/account-user.dto';
import type { OnboardingProfileDto } from './dto/onboarding.dto';
import type {
  StaffAccountDto,
  StaffAccountListQueryDto,
  StaffAccountSortField,
} from './dto/staff-account.dto';
import type { UserChangesDto } from './dto/update-user.dto';
import { dummyHash, hashPassword, verifyPassword } from './password';

export interface NewLocalAccount {
  name: string;
  surname?: string;
  email: string;
  password: string;
  company: string;
}

/** The state and roles a new account starts with (the sign-up policy decides). */
export interface InitialAccess {
  state: Extract<AccountState, 'pending' | 'active'>;
  roles: Role[];
}

/** Why an account with the right password still may not sign in. */
const REFUSED_STATES: Record<Exclude<AccountState, 'active'>, string> = {
  pending: 'This account is awaiting approval by an administrator',
  rejected: 'This account’s sign-up was rejected by an administrator',
  deactivated: 'This account has been deactivated',
};

const LAST_ADMIN = 'The last active administrator cannot lose the admin role or be deactivated';

const LIST: ListSpec<Account, StaffAccountSortField> = {
  searchIn: (account) => [account.name, account.surname, account.email, account.empresa],
  sortBy: {
    name: (account) => `${account.name} ${account.surname}`,
    email: (account) => account.email,
    state: (account) => account.state,
    createdAt: (account) => account.createdAt,
  },
  defaultSort: 'createdAt',
  defaultOrder: 'desc',
};

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
    private readonly config: AppConfigService,
  ) {}

  private get hashCost(): number {
    return this.config.values.passwordHashCost;
  }

  toUser(account: Account): AccountUserDto {
    const { id, name, surname, email, avatar, empresa, ctaid, status, roles } = account;
    return {
      id,
      name,
      surname,
      email,
      avatar,
      empresa,
      ctaid,
      status,
      roles: [...roles],
      phone: account.phone,
      language: account.language,
      onboarded: account.onboardedAt !== null,
      passwordChangeRequired: account.passwordChangeRequired === true,
    };
  }

  /** Refuses, with the reason, an account that is not active (after its password matched). */
  assertMaySignIn(account: Account): void {
    if (account.state !== 'active') {
      throw forbidden(`account-${account.state}`, REFUSED_STATES[account.state]);
    }
  }

  /** The account behind a live session, when it may still work here. */
  getActive(id: string): Account | undefined {
    const account = this.accounts.get(id);
    return account?.state === 'active' ? account : undefined;
  }

  get(id: string): Account | undefined {
    return this.accounts.get(id);
  }

  findByEmail(email: string): Account | undefined {
    return this.accounts.findByEmail(email);
  }

  getUser(id: string): AccountUserDto {
    return this.toUser(this.require(id));
  }

  async updateUser(id: string, changes: Omit<UserChangesDto, 'id'>): Promise<AccountUserDto> {
    const updated = await this.accounts.update(id, {
      ...changes,
      updatedAt: new Date().toISOString(),
    });
    if (!updated) throw notFound('not-found', `Account ${id} not found`);
    return this.toUser(updated);
  }

  /** Saves the first sign-in's profile and marks the onboarding finished (kept if it was). */
  async completeOnboarding(id: string, profile: OnboardingProfileDto): Promise<AccountUserDto> {
    const now = new Date().toISOString();
    const updated = await this.accounts.mutate((items) => {
      const index = items.findIndex((account) => account.id === id);
      if (index === -1) throw notFound('not-found', `Account ${id} not found`);
      const account: Account = {
        ...items[index],
        ...profile,
        avatar: profile.avatar === undefined ? items[index].avatar : profile.avatar,
        onboardedAt: items[index].onboardedAt ?? now,
        updatedAt: now,
      };
      return { items: items.with(index, account), result: account };
    });
    return this.toUser(updated);
  }

  /** The account when the password matches; null otherwise, in the same time either way. */
  async verifyCredentials(email: string, password: string): Promise<Account | null> {
    const account = this.accounts.findByEmail(email);
    const matches = await verifyPassword(
      password,
      account?.passwordHash ?? dummyHash(this.hashCost),
    );
    return account && account.passwordHash && matches ? account : null;
  }

  /**
   * Creates a local account. The password is hashed before the e-mail is checked, so a
   * taken address costs the same hashing as a new one. The starter data every new account
   * gets (ACCOUNT_CREATED) is set up before this answers, unless `setUpLater` is given: it
   * is handed the set-up to run when it chooses (sign-up: after its answer).
   */
  async createLocal(
    input: NewLocalAccount,
    access: InitialAccess,
    setUpLater?: (account: Account, setUp: () => Promise<void>) => void,
  ): Promise<Account> {
    const email = input.email.trim().toLowerCase();
    const passwordHash = await hashPassword(input.password, this.hashCost);
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
      phone: '',
      language: null,
      onboardedAt: null,
      state: access.state,
      roles: [...access.roles],
      reviewedBy: null,
      reviewedAt: null,
      passwordHash,
      source: 'local',
      createdAt: now,
      updatedAt: now,
    };
    // Checked inside the write queue, so two sign-ups with one e-mail cannot both land.
    const created = await this.accounts.mutate((items) => {
      if (items.some((existing) => existing.email === email)) {
        throw conflict('email-taken', 'An account with this email already exists', 'email');
      }
      return { items: [...items, account], result: account };
    });
    if (setUpLater) setUpLater(created, () => this.announce(created));
    else await this.announce(created);
    return created;
  }

  /** Every way a password changes comes here, so its reset links die with the old password. */
  async setPassword(id: string, password: string): Promise<void> {
    const passwordHash = await hashPassword(password, this.hashCost);
    const updated = await this.accounts.update(id, {
      passwordHash,
      updatedAt: new Date().toISOString(),
    });
    if (!updated) throw notFound('not-found', `Account ${id} not found`);
    const event: AccountPasswordChangedEvent = { accountId: id };
    await this.events.emitAsync(ACCOUNT_PASSWORD_CHANGED, event);
  }

  /** Creates or refreshes the local copy of an upstream account (no local password). */
  async upsertUpstream(
    identity: UpstreamIdentity,
    accessIfNew: () => InitialAccess,
  ): Promise<Account> {
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
      const access = accessIfNew();
      const created: Account = {
        id: randomUUID(),
        ...fields,
        status: 'online',
        phone: '',
        language: null,
        onboardedAt: null,
        state: access.state,
        roles: [...access.roles],
        reviewedBy: null,
        reviewedAt: null,
        passwordHash: null,
        source: 'upstream',
        createdAt: now,
      };
      return { items: [...items, created], result: { account: created, isNew: true } };
    });
    if (isNew) await this.announce(account);
    return account;
  }

  // --- Administration (mantenimiento/cuentas) ---

  toStaffAccount(account: Account): StaffAccountDto {
    const { passwordHash: _hash, ctaid: _ctaid, roles, ...fields } = account;
    return { ...fields, roles: [...roles] };
  }

  list(query: StaffAccountListQueryDto): Page<StaffAccountDto> {
    const filtered = this.accounts
      .list()
      .filter((account) => !query.state || account.state === query.state)
      .filter((account) => !query.role || account.roles.includes(query.role));
    return mapPage(listPage(filtered, query, LIST), (account) => this.toStaffAccount(account));
  }

  getStaffAccount(id: string): StaffAccountDto {
    return this.toStaffAccount(this.require(id));
  }

  approve(id: string, roles: Role[], by: string): Promise<StaffAccountDto> {
    return this.review(id, by, (account) => {
      if (account.state !== 'pending' && account.state !== 'rejected') {
        throw conflict(
          'account-state-conflict',
          `Only a pending or rejected account can be approved (it is ${account.state})`,
        );
      }
      return { state: 'active', roles };
    });
  }

  reject(id: string, by: string): Promise<StaffAccountDto> {
    return this.review(id, by, (account) => {
      if (account.state !== 'pending') {
        throw conflict(
          'account-state-conflict',
          `Only a pending account can be rejected (it is ${account.state})`,
        );
      }
      return { state: 'rejected' };
    });
  }

  setRoles(id: string, roles: Role[], by: string): Promise<StaffAccountDto> {
    return this.review(id, by, () => ({ roles }));
  }

  async deactivate(id: string, by: string): Promise<StaffAccountDto> {
    const account = await this.review(id, by, (account) => {
      if (account.state !== 'active') {
        throw conflict(
          'account-state-conflict',
          `Only an active account can be deactivated (it is ${account.state})`,
        );
      }
      return { state: 'deactivated' };
    });
    // Its sessions end now, not only when their tokens expire.
    const event: AccountDeactivatedEvent = { accountId: id };
    await this.events.emitAsync(ACCOUNT_DEACTIVATED, event);
    return account;
  }

  reactivate(id: string, by: string): Promise<StaffAccountDto> {
    return this.review(id, by, (account) => {
      if (account.state !== 'deactivated') {
        throw conflict(
          'account-state-conflict',
          `Only a deactivated account can be reactivated (it is ${account.state})`,
        );
      }
      return { state: 'active' };
    });
  }

  /**
   * An administrator's change to an account, checked inside the write queue: the console
   * always keeps at least one active administrator.
   */
  private async review(
    id: string,
    by: string,
    decide: (account: Account) => Partial<Pick<Account, 'state' | 'roles'>>,
  ): Promise<StaffAccountDto> {
    const now = new Date().toISOString();
    const updated = await this.accounts.mutate((items) => {
      const index = items.findIndex((account) => account.id === id);
      if (index === -1) throw notFound('not-found', `Account ${id} not found`);
      const current = items[index];
      const change = decide(current);
      const roles = change.roles ? [...new Set(change.roles)] : current.roles;
      const state = change.state ?? current.state;
      // The roles it has (in any order) and its state: nothing to review, nothing written.
      if (state === current.state && sameMembers(roles, current.roles)) {
        return { items, result: current };
      }
      const account: Account = {
        ...current,
        state,
        roles,
        reviewedBy: by,
        reviewedAt: now,
        updatedAt: now,
      };
      const next = items.with(index, account);
      if (!next.some((item) => item.state === 'active' && item.roles.includes('admin'))) {
        throw conflict('last-admin', LAST_ADMIN);
      }
      return { items: next, result: account };
    });
    return this.toStaffAccount(updated);
  }

  /** An administrator has the onboarding shown again at the account's next sign-in. */
  async resetOnboarding(id: string): Promise<StaffAccountDto> {
    const updated = await this.accounts.update(id, {
      onboardedAt: null,
      updatedAt: new Date().toISOString(),
    });
    if (!updated) throw notFound('not-found', `Account ${id} not found`);
    return this.toStaffAccount(updated);
  }

  private require(id: string): Account {
    const account = this.accounts.get(id);
    if (!account) throw notFound('not-found', `Account ${id} not found`);
    return account;
  }

  private async announce(account: Account): Promise<void> {
    const event: AccountCreatedEvent = { accountId: account.id };
    await this.events.emitAsync(ACCOUNT_CREATED, event);
  }
}

function sameMembers<T>(a: readonly T[], b: readonly T[]): boolean {
  return a.length === b.length && a.every((member) => b.includes(member));
}
