import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { conflict, invalid, notFound } from '../../common/errors/domain-error';
import { JsonText } from '../../common/http/json-text';
import { type BlobReader, StoreService } from '../../store';
import { ProductImages } from './product-images';
import {
  DEFAULT_ORDER,
  DEFAULT_PAGE,
  DEFAULT_PAGE_SIZE,
  DEFAULT_SORT,
  type InventoryTagInputDto,
  type ProductDto,
  type ProductPatchDto,
  type ProductSort,
  type ProductsPageDto,
  type ProductsQueryDto,
  type SortOrder,
  TEXT_SORTS,
} from './dto/inventory.dto';
import {
  InventoryBrandsRepository,
  InventoryCategoriesRepository,
  InventoryTagsRepository,
  InventoryVendorsRepository,
  ProductsRepository,
} from './inventory.repository';
import type {
  InventoryBrand,
  InventoryCategory,
  InventoryTag,
  InventoryVendor,
  Product,
} from './inventory.types';
import { PerList } from '../../common/listing/per-list';
import { priceOf } from './price';

export const NEW_PRODUCT_NAME = 'A New Product';

const isTextSort = (sort: ProductSort) => (TEXT_SORTS as readonly string[]).includes(sort);

/** Upper and lower case compare equal; accents still count. Made once: building one is slow. */
const TEXT_ORDER = new Intl.Collator('en', { sensitivity: 'accent' });

/**
 * sku, name and active compare as text whatever the case, the rest as numbers. Ties keep
 * the stored order (new products first).
 */
function sortProducts(
  products: readonly Product[],
  sort: ProductSort,
  order: SortOrder,
): Product[] {
  const direction = order === 'asc' ? 1 : -1;
  if (isTextSort(sort)) {
    const keyed = products.map((product) => ({ key: String(product[sort]), product }));
    keyed.sort((a, b) => direction * TEXT_ORDER.compare(a.key, b.key));
    return keyed.map(({ product }) => product);
  }
  return [...products].sort((a, b) => direction * (Number(a[sort]) - Number(b[sort])));
}

@Injectable()
export class InventoryService {
  private readonly sortedProducts = new PerList<Product, readonly Product[]>();
  private readonly pageAnswers = new PerList<Product, JsonText<ProductsPageDto>>();

  constructor(
    private readonly categories: InventoryCategoriesRepository,
    private readonly brands: InventoryBrandsRepository,
    private readonly vendors: InventoryVendorsRepository,
    private readonly tags: InventoryTagsRepository,
    private readonly products: ProductsRepository,
    private readonly store: StoreService,
    private readonly images: ProductImages,
  ) {}

  /** A product picture stored on the server; not-found when there is none of that name. */
  async image(file: string): Promise<BlobReader> {
    const stored = await this.images.open(file);
    if (!stored) throw notFound('file-missing', `Could not find product image ${file}`);
    return stored;
  }

  categoryList(): InventoryCategory[] {
    return [...this.categories.list()];
  }

  brandList(): InventoryBrand[] {
    return [...this.brands.list()];
  }

  vendorList(): InventoryVendor[] {
    return [...this.vendors.list()];
  }

  tagList(): InventoryTag[] {
    return [...this.tags.list()];
  }

  /**
   * One page of products, paged as the original client's mock API pages them: `page` is a
   * zero-based index that defaults to 1, sku, name and active sort as case-insensitive
   * text and the other fields numerically, and a page beyond the last one answers no
   * products and only `lastPage` (the number of pages, at least 1).
   *
   * Answered as JSON text kept while the products stay the same: a page asked for again
   * (refetches, several people on one screen, back to the previous page) costs a look-up.
   */
  pageAnswer(query: ProductsQueryDto): JsonText<ProductsPageDto> {
    const wanted = normalised(query);
    return this.pageAnswers.get(this.products.list(), JSON.stringify(wanted), () =>
      JsonText.of(this.pageOf(wanted)),
    );
  }

  private pageOf({ sort, order, page, size, search }: PageWanted): ProductsPageDto {
    // Sorted once per version of the list; filtering keeps that order.
    const all = this.sortedProducts.get(this.products.list(), `${sort}|${order}`, (list) =>
      sortProducts(list, sort, order),
    );
    const sorted = search
      ? all.filter((product) => product.name.toLocaleLowerCase().includes(search))
      : all;

    const length = sorted.length;
    const lastPage = Math.max(Math.ceil(length / size), 1);
    // Zero-based: pages 0 to lastPage - 1 hold the products (page 0 of an empty list too).
    if (page >= lastPage) return { products: [], pagination: { lastPage } };
    const startIndex = page * size;
    const end = Math.min(startIndex + size, length);
    return {
      products: sorted.slice(startIndex, end).map(toDto),
      pagination: { length, size, page, lastPage, startIndex, endIndex: end - 1 },
    };
  }

  get(id: string): ProductDto {
    return toDto(this.existing(id));
  }

  /** An inactive 'A New Product' with placeholder values, at the top of the list. */
  async create(): Promise<ProductDto> {
    const product: Product = {
      id: randomUUID(),
      category: '',
      name: NEW_PRODUCT_NAME,
      description: '',
      tags: [],
      sku: '',
      barcode: '',
      brand: '',
      vendor: '',
      stock: 0,
      reserved: 0,
      cost: 0,
      basePrice: 0,
      taxPercent: 0,
      price: 0,
      weight: 0,
      thumbnail: null,
      images: [],
      active: false,
    };
    return toDto(await this.products.insert(product, 'start'));
  }

  async update(id: string, patch: ProductPatchDto): Promise<ProductDto> {
    this.existing(id);
    const changes: Partial<Product> = {};
    for (const [key, value] of Object.entries(patch)) {
      if (value !== undefined) (changes as Record<string, unknown>)[key] = value;
    }
    this.assertReference(changes.category, this.categories.get.bind(this.categories), 'category');
    this.assertReference(changes.brand, this.brands.get.bind(this.brands), 'brand');
    this.assertReference(changes.vendor, this.vendors.get.bind(this.vendors), 'vendor');
    if (changes.tags) {
      const unknown = changes.tags.find((tagId) => !this.tags.get(tagId));
      if (unknown)
        throw invalid('reference-missing', `Unknown product tag ${unknown}`, 'product.tags');
      changes.tags = [...new Set(changes.tags)];
    }
    if (changes.images) changes.images = [...changes.images];
    // The price is never sent: it follows the base price and the tax.
    const updated = await this.products.mutate((items) => {
      const index = items.findIndex((product) => product.id === id);
      if (index === -1) return { items, result: undefined };
      const merged = { ...items[index]!, ...changes, id };
      const next = { ...merged, price: priceOf(merged.basePrice, merged.taxPercent) };
      return { items: items.with(index, next), result: next };
    });
    if (!updated) throw productNotFound(id);
    return toDto(updated);
  }

  async remove(id: string): Promise<true> {
    if (!(await this.products.remove(id))) throw productNotFound(id);
    return true;
  }

  async createTag(input: InventoryTagInputDto): Promise<InventoryTag> {
    this.assertTitleFree(input.title);
    return this.tags.insert({ id: randomUUID(), title: input.title });
  }

  async updateTag(id: string, input: InventoryTagInputDto): Promise<InventoryTag> {
    if (!this.tags.get(id)) throw tagNotFound(id);
    this.assertTitleFree(input.title, id);
    const updated = await this.tags.update(id, { title: input.title });
    if (!updated) throw tagNotFound(id);
    return updated;
  }

  /**
   * Deletes the tag and strips it from every product, in one commit: after a crash no
   * product carries a tag that is gone.
   */
  async removeTag(id: string): Promise<true> {
    return this.store.mutateTogether([this.tags, this.products], ([tags, products]) => {
      const index = tags.findIndex((tag) => tag.id === id);
      if (index === -1) throw tagNotFound(id);
      const stripped = products.some((product) => product.tags.includes(id))
        ? products.map((product) =>
            product.tags.includes(id)
              ? { ...product, tags: product.tags.filter((tagId) => tagId !== id) }
              : product,
          )
        : products;
      return { lists: [tags.toSpliced(index, 1), stripped], result: true as const };
    });
  }

  private assertReference(
    id: string | undefined,
    lookup: (id: string) => unknown,
    field: 'category' | 'brand' | 'vendor',
  ): void {
    if (id && !lookup(id))
      throw invalid('reference-missing', `Unknown ${field} ${id}`, `product.${field}`);
  }

  private assertTitleFree(title: string, exceptId?: string): void {
    const taken = this.tags
      .list()
      .some(
        (tag) => tag.id !== exceptId && tag.title.toLocaleLowerCase() === title.toLocaleLowerCase(),
      );
    if (taken)
      throw conflict('name-taken', `A product tag named ${title} already exists`, 'tag.title');
  }

  private existing(id: string): Product {
    const product = this.products.get(id);
    if (!product) throw productNotFound(id);
    return product;
  }
}

type PageWanted = Required<Omit<ProductsQueryDto, 'search'>> & { search: string };

function normalised(query: ProductsQueryDto): PageWanted {
  return {
    sort: query.sort ?? DEFAULT_SORT,
    order: query.order ?? DEFAULT_ORDER,
    page: query.page ?? DEFAULT_PAGE,
    size: query.size ?? DEFAULT_PAGE_SIZE,
    search: query.search?.trim().toLocaleLowerCase() ?? '',
  };
}

function toDto(product: Product): ProductDto {
  return { ...product, tags: [...product.tags], images: [...product.images] };
}

/** Worded as the chat module words its 'Could not found chat' message. */
function productNotFound(id: string) {
  return notFound('not-found', `Could not found product with id of ${id}!`);
}

function tagNotFound(id: string) {
  return notFound('not-found', `Could not found product tag with id of ${id}!`);
}
