import { Injectable } from '@nestjs/common';
import type { Role } from '../../../common/auth/access';
import { mayOpen } from '../../../common/auth/screen-access';
import { sampleNavigation } from '../../../store/seed/common';
import { checkMenuTree, prepareMenuItems } from './menu-rules';
import type { MenuConfigDto, NavigationDto } from './dto/navigation.dto';
import {
  type Navigation,
  type NavigationItem,
  type NavigationRecord,
  NAVIGATION_VARIANTS,
} from './navigation.types';
import { NavigationRepository } from './navigation.repository';
import { servedNavigation } from './served-navigation';

/** apps/menuconfig's view of the navigation: the side menu, hidden items included. */
export interface MenuConfig {
  items: NavigationItem[];
}

@Injectable()
export class NavigationService {
  constructor(private readonly navigation: NavigationRepository) {}

  get(): Navigation {
    const records = new Map(this.navigation.list().map((record) => [record.id, record.items]));
    return Object.fromEntries(
      NAVIGATION_VARIANTS.map((variant) => [variant, records.get(variant) ?? []]),
    ) as Navigation;
  }

  /**
   * The navigation without the screens `roles` may not open, nor groups left empty, in
   * the shape the layouts show (see servedNavigation).
   */
  visibleTo(roles: readonly Role[]): Navigation {
    const prune = (items: NavigationItem[]): NavigationItem[] =>
      items.flatMap((item) => {
        if (item.link && !item.externalLink && !mayOpen(roles, item.link)) return [];
        if (!item.children) return [item];
        const children = prune(item.children);
        return children.length === 0 && item.children.length > 0 ? [] : [{ ...item, children }];
      });
    const navigation = this.get();
    return servedNavigation(
      Object.fromEntries(
        NAVIGATION_VARIANTS.map((variant) => [variant, prune(navigation[variant])]),
      ) as Navigation,
    );
  }

  /** Every basic item with a link, flattened, for the search's pages. */
  pages(): NavigationItem[] {
    const found: NavigationItem[] = [];
    const walk = (items: NavigationItem[]) => {
      for (const item of items) {
        if (item.type === 'basic' && item.link && !item.hidden && !item.externalLink)
          found.push(item);
        if (item.children) walk(item.children);
      }
    };
    walk(this.get().default);
    return found;
  }

  async replace(navigation: NavigationDto): Promise<Navigation> {
    for (const variant of NAVIGATION_VARIANTS)
      checkMenuTree(variant, navigation[variant] as NavigationItem[]);
    // What each navigation was given stays: a sample item left out stays out.
    await this.navigation.mutate((records) => ({
      items: NAVIGATION_VARIANTS.map((id) => ({
        ...records.find((record) => record.id === id),
        id,
        items: navigation[id] as NavigationItem[],
      })),
      result: undefined,
    }));
    return this.get();
  }

  /** The side menu as the menu editor edits it (every item, hidden ones too). */
  config(): MenuConfig {
    return { items: this.get().default };
  }

  /**
   * Saves the editor's side menu in one write: the default navigation becomes `items`
   * (checked as a whole first; the other variants stay as they are).
   */
  async saveConfig(config: MenuConfigDto): Promise<MenuConfig> {
    const items = prepareMenuItems(config.items as NavigationItem[]);
    checkMenuTree('items', items);
    await this.navigation.mutate((records) => {
      const saved: NavigationRecord = {
        ...records.find((record) => record.id === 'default'),
        id: 'default',
        items,
      };
      const next = records.some((record) => record.id === 'default')
        ? records.map((record) => (record.id === 'default' ? saved : record))
        : [saved, ...records];
      return { items: next, result: undefined };
    });
    return this.config();
  }

  /** Puts the sample navigation back, every variant, in one write. */
  async resetConfig(): Promise<MenuConfig> {
    await this.navigation.replaceAll(sampleNavigation());
    return this.config();
  }
}
