import { Injectable } from '@nestjs/common';
import { defineCollection, Repository, StoreService } from '../../store';
import type { Faq, Guide, HelpCategory, SupportRequest } from './help-center.types';

@Injectable()
export class FaqCategoriesRepository extends Repository<HelpCategory> {
  constructor(store: StoreService) {
    super(store, defineCollection<HelpCategory>({ name: 'help-center-faq-categories' }));
  }
}

@Injectable()
export class FaqsRepository extends Repository<Faq> {
  constructor(store: StoreService) {
    super(store, defineCollection<Faq>({ name: 'help-center-faqs' }));
  }
}

@Injectable()
export class GuideCategoriesRepository extends Repository<HelpCategory> {
  constructor(store: StoreService) {
    super(store, defineCollection<HelpCategory>({ name: 'help-center-guide-categories' }));
  }
}

@Injectable()
export class GuidesRepository extends Repository<Guide> {
  constructor(store: StoreService) {
    super(store, defineCollection<Guide>({ name: 'help-center-guides' }));
  }
}

@Injectable()
export class SupportRequestsRepository extends Repository<SupportRequest> {
  constructor(store: StoreService) {
    super(store, defineCollection<SupportRequest>({ name: 'help-center-support-requests' }));
  }
}
