import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { conflict, invalid, notFound } from '../../common/errors/domain-error';
import { StoreService } from '../../store';
import { type Dependent, Dependents, type RecordsPort } from '../../common/listing/dependents';
import { definedOnly } from '../../common/listing/input';
import { listPage, type ListSpec } from '../../common/listing/list';
import { mapPage, type Page } from '../../common/listing/paginate';
import { CategoriesRepository } from './categories.repository';
import type { Category, CategoryKind } from './category.types';
import type {
  CategoryDto,
  CategoryListQueryDto,
  CategorySortField,
  CreateCategoryDto,
  UpdateCategoryDto,
} from './dto/category.dto';
import { slugify, uniqueSlug } from './slug';

const LIST: ListSpec<Category, CategorySortField> = {
  searchIn: (category) => [category.name, category.slug, category.description],
  sortBy: {
    name: (category) => category.name,
    slug: (category) => category.slug,
    kind: (category) => category.kind,
    active: (category) => category.active,
    createdAt: (category) => category.createdAt,
    updatedAt: (category) => category.updatedAt,
  },
  defaultSort: 'name',
  defaultOrder: 'asc',
};

@Injectable()
export class CategoriesService {
  private readonly dependents = new Dependents();

  constructor(
    private readonly categories: CategoriesRepository,
    private readonly store: StoreService,
  ) {}

  /** The categories' collection, for another module's commit whose checks read them. */
  get records(): RecordsPort<Category> {
    return this.categories;
  }

  /**
   * Lets another module say which categories its records use: such a category cannot
   * be deleted or change kind.
   */
  registerDependents(dependent: Dependent): void {
    this.dependents.register(dependent);
  }

  list(query: CategoryListQueryDto): Page<CategoryDto> {
    const filtered = this.categories
      .list()
      .filter(
        (category) =>
          (query.kind === undefined || category.kind === query.kind) &&
          (query.active === undefined || category.active === query.active),
      );
    return mapPage(listPage(filtered, query, LIST), toDto);
  }

  find(id: string): Category | undefined {
    return this.categories.get(id);
  }

  /**
   * The category of that kind named alike (the same slug before any -1 suffix, so case,
   * accents and punctuation aside), an active one first (for the bulk import).
   */
  findByName(name: string, kind: CategoryKind): Category | undefined {
    const slug = slugify(name);
    const named = this.categories
      .list()
      .filter((category) => category.kind === kind && slugify(category.name) === slug);
    return named.find((category) => category.active) ?? named[0];
  }

  get(id: string): CategoryDto {
    return toDto(this.existing(id));
  }

  async create(input: CreateCategoryDto): Promise<CategoryDto> {
    const base = baseSlug(input.name);
    const now = new Date().toISOString();
    // The suffix is chosen inside the write queue, so two "Ventas" get ventas and ventas-1.
    const created = await this.categories.mutate((items) => {
      const category: Category = {
        id: randomUUID(),
        name: input.name,
        slug: uniqueSlug(base, slugsOfKind(items, input.kind)),
        kind: input.kind,
        description: input.description ?? '',
        active: input.active ?? true,
        createdAt: now,
        updatedAt: now,
      };
      return { items: [...items, category], result: category };
    });
    return toDto(created);
  }

  /** A new name or kind makes a new slug, unique within the kind. */
  async update(id: string, patch: UpdateCategoryDto): Promise<CategoryDto> {
    const changes = definedOnly(patch);
    const base = changes.name === undefined ? undefined : baseSlug(changes.name);
    // One commit with the collections that use categories: checked against every server.
    const updated = await this.store.mutateReading(
      this.categories,
      this.dependents.records,
      (items) => {
        const index = items.findIndex((category) => category.id === id);
        if (index === -1) throw categoryNotFound(id);
        const previous = items[index];
        if (changes.kind !== undefined && changes.kind !== previous.kind) {
          const used = this.dependents.describe(id);
          if (used) {
            throw conflict(
              'category-kind-in-use',
              `Category ${previous.name} is used by ${used}; its kind cannot change`,
              'kind',
            );
          }
        }
        const next: Category = { ...previous, ...changes, updatedAt: new Date().toISOString() };
        if (next.name !== previous.name || next.kind !== previous.kind) {
          const others = items.filter((category) => category.id !== id);
          next.slug = uniqueSlug(base ?? slugify(next.name), slugsOfKind(others, next.kind));
        }
        return { items: items.with(index, next), result: next };
      },
    );
    return toDto(updated);
  }

  /** Refused while other records (vacancies) use the category: deactivate it instead. */
  async remove(id: string): Promise<CategoryDto> {
    const removed = await this.store.mutateReading(
      this.categories,
      this.dependents.records,
      (items) => {
        const index = items.findIndex((category) => category.id === id);
        if (index === -1) throw categoryNotFound(id);
        const category = items[index];
        const used = this.dependents.describe(id);
        if (used) {
          throw conflict(
            'in-use',
            `Category ${category.name} is used by ${used}; it cannot be deleted, deactivate it instead (active: false)`,
            'active',
          );
        }
        return { items: items.toSpliced(index, 1), result: category };
      },
    );
    return toDto(removed);
  }

  private existing(id: string): Category {
    const category = this.categories.get(id);
    if (!category) throw categoryNotFound(id);
    return category;
  }
}

function baseSlug(name: string): string {
  const slug = slugify(name);
  if (!slug) throw invalid('name-invalid', 'name must hold at least one letter or digit', 'name');
  return slug;
}

function slugsOfKind(items: readonly Category[], kind: Category['kind']): Set<string> {
  return new Set(
    items.filter((category) => category.kind === kind).map((category) => category.slug),
  );
}

function categoryNotFound(id: string) {
  return notFound('not-found', `Category ${id} not found`);
}

function toDto(category: Category): CategoryDto {
  return { ...category };
}
