import { Injectable } from '@nestjs/common';
import type { Category } from './category.types';
import { CategoriesRepository } from './categories.repository';

/**
 * What other modules read of the categories (the figures of reports). Reads only:
 * categories change through CategoriesService.
 */
@Injectable()
export class CategoryReader {
  constructor(private readonly categories: CategoriesRepository) {}

  /** Every stored category, of every kind. */
  all(): readonly Category[] {
    return this.categories.list();
  }
}
