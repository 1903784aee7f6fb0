import { Injectable } from '@nestjs/common';
import { defineCollection, Repository, StoreService } from '../../store';

/** A single-use reset token, kept only as its SHA-256. */
export interface PasswordReset {
  id: string;
  accountId: string;
  tokenHash: string;
  createdAt: string;
  expiresAt: string;
  usedAt: string | null;
  /** When the account's password changed otherwise (another link, say): the link is dead. */
  voidedAt?: string | null;
}

@Injectable()
export class PasswordResetsRepository extends Repository<PasswordReset> {
  constructor(store: StoreService) {
    super(store, defineCollection<PasswordReset>({ name: 'password-resets' }));
  }
}
