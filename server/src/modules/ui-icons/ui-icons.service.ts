import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { notFound } from '../../common/errors/domain-error';
import { ICON_SET_DEFINITIONS, type IconSetSlug, isIconSetSlug } from './icon-sets';
import type { IconSource } from './icon-sources';
import type { IconListDto } from './dto/ui-icons.dto';

/** The provider token of the function that reads a set (the build's files or the packages). */
export const ICON_SOURCE = Symbol('ICON_SOURCE');

interface LoadedSet {
  list: Readonly<IconListDto>;
  svgs: ReadonlyMap<string, Buffer>;
}

/**
 * The icon sets: each read once, on its first request, and kept (they change only with a
 * release). Unknown sets and icons are not-found.
 */
@Injectable()
export class UiIconsService implements OnModuleInit {
  private readonly logger = new Logger(UiIconsService.name);
  private readonly sets = new Map<IconSetSlug, LoadedSet>();

  constructor(@Inject(ICON_SOURCE) private readonly source: IconSource) {}

  /** Says at start, rather than on the first request, when the sets cannot be read. */
  onModuleInit(): void {
    try {
      this.load('heroicons-mini');
    } catch (error) {
      this.logger.error(error instanceof Error ? error.message : String(error));
    }
  }

  list(set: string): IconListDto {
    return this.load(this.slug(set)).list as IconListDto;
  }

  svg(set: string, name: string): Buffer {
    const svg = this.load(this.slug(set)).svgs.get(name);
    if (!svg) throw notFound('not-found', `The icon set ${set} has no icon ${name}`);
    return svg;
  }

  private slug(set: string): IconSetSlug {
    if (!isIconSetSlug(set)) throw notFound('not-found', `There is no icon set ${set}`);
    return set;
  }

  private load(slug: IconSetSlug): LoadedSet {
    const loaded = this.sets.get(slug);
    if (loaded) return loaded;
    const file = this.source(slug);
    const definition = ICON_SET_DEFINITIONS[slug];
    const names = file.icons.map(([name]) => name);
    const set: LoadedSet = {
      list: Object.freeze({
        namespace: definition.namespace,
        name: definition.name,
        grid: definition.grid,
        list: Object.freeze(names) as string[],
      }),
      svgs: new Map(file.icons.map(([name, svg]) => [name, Buffer.from(svg, 'utf8')])),
    };
    this.sets.set(slug, set);
    return set;
  }
}
