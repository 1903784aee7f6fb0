import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { invalid, notFound, ruleBroken } from '../../common/errors/domain-error';
import type { ImageUpload } from '../../common/files/image-upload.pipe';
import type { BlobReader } from '../../store';
import { definedOnly } from '../../common/listing/input';
import type { Banner } from './banner.types';
import type {
  BannerDto,
  BannerOrderDto,
  CreateBannerDto,
  PublicBannerDto,
  UpdateBannerDto,
} from './dto/banner.dto';
import { BannerImages, BannersRepository } from './banners.repository';

const byOrder = (a: Banner, b: Banner) => a.order - b.order;

/** Whether the banner shows at `now`: active, from startsAt (inclusive) to endsAt (exclusive). */
export function isShowing(banner: Banner, now: Date): boolean {
  const time = now.getTime();
  return (
    banner.active &&
    (banner.startsAt === null || Date.parse(banner.startsAt) <= time) &&
    (banner.endsAt === null || time < Date.parse(banner.endsAt))
  );
}

@Injectable()
export class BannersService {
  constructor(
    private readonly banners: BannersRepository,
    private readonly images: BannerImages,
  ) {}

  /** Every banner, in order. */
  list(): BannerDto[] {
    return [...this.banners.list()].sort(byOrder).map(toDto);
  }

  /** For the public home page: the banners showing now, in order. */
  showing(now = new Date()): PublicBannerDto[] {
    return [...this.banners.list()]
      .filter((banner) => isShowing(banner, now))
      .sort(byOrder)
      .map(({ id, title, image, link }) => ({ id, title, image, link }));
  }

  get(id: string): BannerDto {
    return toDto(this.existing(id));
  }

  /** Added last in the order. */
  async create(input: CreateBannerDto): Promise<BannerDto> {
    const now = new Date().toISOString();
    const draft = {
      id: randomUUID(),
      title: input.title,
      image: null,
      link: input.link ?? null,
      active: input.active ?? true,
      startsAt: normalised(input.startsAt),
      endsAt: normalised(input.endsAt),
      createdAt: now,
      updatedAt: now,
    };
    checkDates(draft);
    const created = await this.banners.mutate((items) => {
      const banner: Banner = { ...draft, order: items.length };
      return { items: [...items, banner], result: banner };
    });
    return toDto(created);
  }

  async update(id: string, patch: UpdateBannerDto): Promise<BannerDto> {
    const changes = definedOnly(patch);
    const updated = await this.banners.mutate((items) => {
      const index = items.findIndex((banner) => banner.id === id);
      if (index === -1) throw bannerNotFound(id);
      const next: Banner = {
        ...items[index],
        ...changes,
        link: changes.link === undefined ? items[index].link : (changes.link ?? null),
        startsAt:
          changes.startsAt === undefined ? items[index].startsAt : normalised(changes.startsAt),
        endsAt: changes.endsAt === undefined ? items[index].endsAt : normalised(changes.endsAt),
        updatedAt: new Date().toISOString(),
      };
      checkDates(next);
      return { items: items.with(index, next), result: next };
    });
    return toDto(updated);
  }

  /** The others close the gap in the order. */
  async remove(id: string): Promise<BannerDto> {
    const removed = await this.banners.mutate((items) => {
      const banner = items.find((one) => one.id === id);
      if (!banner) throw bannerNotFound(id);
      const rest = items
        .filter((one) => one.id !== id)
        .map((one) => (one.order > banner.order ? { ...one, order: one.order - 1 } : one));
      return { items: rest, result: banner };
    });
    await this.images.removeUrl(removed.image);
    return toDto(removed);
  }

  /** `ids` must name every banner once: their order becomes the list's. */
  async reorder(input: BannerOrderDto): Promise<BannerDto[]> {
    const ordered = await this.banners.mutate((items) => {
      const known = new Set(items.map((banner) => banner.id));
      if (input.ids.length !== known.size || new Set(input.ids).size !== input.ids.length) {
        throw invalid(
          'order-invalid',
          `ids must name each of the ${known.size} banners once`,
          'ids',
        );
      }
      const position = new Map(input.ids.map((id, order) => [id, order]));
      if (input.ids.some((id) => !known.has(id))) {
        throw invalid('order-invalid', 'ids must name each banner once', 'ids');
      }
      const now = new Date().toISOString();
      const next = items.map((banner) =>
        banner.order === position.get(banner.id)
          ? banner
          : { ...banner, order: position.get(banner.id)!, updatedAt: now },
      );
      return { items: next, result: [...next].sort(byOrder) };
    });
    return ordered.map(toDto);
  }

  async setImage(id: string, image: ImageUpload): Promise<BannerDto> {
    const current = this.existing(id);
    const url = await this.images.save(image.bytes, image.extension);
    const updated = await this.banners.update(id, {
      image: url,
      updatedAt: new Date().toISOString(),
    });
    if (!updated) {
      await this.images.removeUrl(url);
      throw bannerNotFound(id);
    }
    await this.images.removeUrl(current.image);
    return toDto(updated);
  }

  async image(file: string): Promise<BlobReader> {
    const stored = await this.images.open(file);
    if (!stored) throw notFound('file-missing', `Could not find banner image ${file}`);
    return stored;
  }

  private existing(id: string): Banner {
    const banner = this.banners.get(id);
    if (!banner) throw bannerNotFound(id);
    return banner;
  }
}

/** ISO strings in one form (UTC), so that stored dates compare as text too. */
function normalised(value: string | null | undefined): string | null {
  return value ? new Date(value).toISOString() : null;
}

function checkDates(banner: Pick<Banner, 'startsAt' | 'endsAt'>): void {
  if (banner.startsAt && banner.endsAt && banner.endsAt <= banner.startsAt) {
    throw ruleBroken('dates-out-of-order', 'endsAt must come after startsAt', 'endsAt');
  }
}

function bannerNotFound(id: string) {
  return notFound('not-found', `Banner ${id} not found`);
}

function toDto(banner: Banner): BannerDto {
  return { ...banner };
}
