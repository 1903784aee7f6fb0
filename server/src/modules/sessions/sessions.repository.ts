import { Injectable } from '@nestjs/common';
import { defineCollection, Repository, StoreService } from '../../store';
import type { Session } from './session.types';

export const sessionsCollection = defineCollection<Session>({ name: 'sessions' });

@Injectable()
export class SessionsRepository extends Repository<Session> {
  constructor(store: StoreService) {
    super(store, sessionsCollection);
  }
}
