import { Injectable } from '@nestjs/common';
import { defineCollection, Repository, StoreService, upgradeEach } from '../../store';
import { APPLICANT_KEYS } from './applicant-index';
import type { Applicant } from './applicant.types';
import { NO_CONSENT_WORDING } from './consent';

/** Applicants stored before the consent's wording was kept: their consent has its date only. */
export function upgradeConsentWording(items: readonly Applicant[]): readonly Applicant[] {
  return upgradeEach(items, (applicant) =>
    applicant.consentText === undefined ? { ...applicant, ...NO_CONSENT_WORDING } : applicant,
  );
}

@Injectable()
export class ApplicantsRepository extends Repository<Applicant> {
  constructor(store: StoreService) {
    super(
      store,
      defineCollection<Applicant>({
        name: 'applicants',
        upgrade: upgradeConsentWording,
        keys: APPLICANT_KEYS,
      }),
    );
  }
}
