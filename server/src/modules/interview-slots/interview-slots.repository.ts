import { Injectable } from '@nestjs/common';
import { defineCollection, Repository, StoreService } from '../../store';
import type { InterviewSlot } from './interview-slot.types';

@Injectable()
export class InterviewSlotsRepository extends Repository<InterviewSlot> {
  constructor(store: StoreService) {
    super(store, defineCollection<InterviewSlot>({ name: 'interview-slots' }));
  }

  ofVacancy(vacancyId: string): InterviewSlot[] {
    return this.list().filter((slot) => slot.vacancyId === vacancyId);
  }
}
