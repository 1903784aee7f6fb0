import { Injectable } from '@nestjs/common';
import { upgradeImageFields } from '../../common/images/image-urls';
import { defineCollection, Repository, StoreService, upgradeEach } from '../../store';
import type { Company } from './company.types';

/** Logos saved as `/images/...` (the web's files) move to the API's `/api/images/...`. */
export function upgradeCompanyLogos(items: readonly Company[]): readonly Company[] {
  return upgradeEach(items, (company) => upgradeImageFields(company, 'logo'));
}

@Injectable()
export class CompaniesRepository extends Repository<Company> {
  constructor(store: StoreService) {
    super(
      store,
      defineCollection<Company>({
        name: 'companies',
        upgrade: upgradeCompanyLogos,
      }),
    );
  }
}
