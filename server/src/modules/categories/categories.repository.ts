import { Injectable } from '@nestjs/common';
import { defineCollection, Repository, StoreService } from '../../store';
import type { Category } from './category.types';

@Injectable()
export class CategoriesRepository extends Repository<Category> {
  constructor(store: StoreService) {
    super(store, defineCollection<Category>({ name: 'categories' }));
  }
}
