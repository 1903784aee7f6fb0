import { Injectable } from '@nestjs/common';
import { defineCollection, Repository, StoreService } from '../../store';
import { type HelpCenterSample, sampleHelpCenter } from './help-center.sample';
import type { Faq, Guide, HelpCategory, SupportRequest } from './help-center.types';

// One read of the seed files for the four collections they fill.
let sample: HelpCenterSample | undefined;
const seeded = () => (sample ??= sampleHelpCenter());

@Injectable()
export class FaqCategoriesRepository extends Repository<HelpCategory> {
  constructor(store: StoreService) {
    super(
      store,
      defineCollection<HelpCategory>({
        name: 'help-center-faq-categories',
        seed: () => seeded().faqCategories,
      }),
    );
  }
}

@Injectable()
export class FaqsRepository extends Repository<Faq> {
  constructor(store: StoreService) {
    super(store, defineCollection<Faq>({ name: 'help-center-faqs', seed: () => seeded().faqs }));
  }
}

@Injectable()
export class GuideCategoriesRepository extends Repository<HelpCategory> {
  constructor(store: StoreService) {
    super(
      store,
      defineCollection<HelpCategory>({
        name: 'help-center-guide-categories',
        seed: () => seeded().guideCategories,
      }),
    );
  }
}

@Injectable()
export class GuidesRepository extends Repository<Guide> {
  constructor(store: StoreService) {
    super(
      store,
      defineCollection<Guide>({ name: 'help-center-guides', seed: () => seeded().guides }),
    );
  }
}

@Injectable()
export class SupportRequestsRepository extends Repository<SupportRequest> {
  constructor(store: StoreService) {
    super(
      store,
      defineCollection<SupportRequest>({ name: 'help-center-support-requests', seed: () => [] }),
    );
  }
}
