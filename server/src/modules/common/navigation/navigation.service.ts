import { Injectable } from '@nestjs/common';
import type { Role } from '../../../common/auth/access';
import { mayOpen } from '../../../common/auth/screen-access';
import { invalid } from '../../../common/errors/domain-error';
import { SITE_PATH } from '../links';
import type { NavigationDto } from './navigation.dto';
import { type Navigation, type NavigationItem, NAVIGATION_VARIANTS } from './navigation.types';
import { NavigationRepository } from './navigation.repository';

const MAX_DEPTH = 5;
const WITH_CHILDREN = new Set(['aside', 'collapsable', 'group']);
const WITH_LINK = new Set(['basic']);
const WITH_TITLE = new Set(['basic', 'aside', 'collapsable', 'group']);

@Injectable()
export class NavigationService {
  constructor(private readonly navigation: NavigationRepository) {}

  get(): Navigation {
    const records = new Map(this.navigation.list().map((record) => [record.id, record.items]));
    return Object.fromEntries(
      NAVIGATION_VARIANTS.map((variant) => [variant, records.get(variant) ?? []]),
    ) as Navigation;
  }

  /** The navigation without the screens `roles` may not open, nor groups left empty. */
  visibleTo(roles: readonly Role[]): Navigation {
    const prune = (items: NavigationItem[]): NavigationItem[] =>
      items.flatMap((item) => {
        if (item.link && !item.externalLink && !mayOpen(roles, item.link)) return [];
        if (!item.children) return [item];
        const children = prune(item.children);
        return children.length === 0 && item.children.length > 0 ? [] : [{ ...item, children }];
      });
    const navigation = this.get();
    return Object.fromEntries(
      NAVIGATION_VARIANTS.map((variant) => [variant, prune(navigation[variant])]),
    ) as Navigation;
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
      checkTree(variant, navigation[variant] as NavigationItem[]);
    await this.navigation.replaceAll(
      NAVIGATION_VARIANTS.map((id) => ({ id, items: navigation[id] as NavigationItem[] })),
    );
    return this.get();
  }
}

/** Known types (the DTO), ids unique within a tree, fields only where the type takes them. */
function checkTree(variant: string, items: NavigationItem[]): void {
  const seen = new Set<string>();
  const walk = (list: NavigationItem[], path: string, depth: number) => {
    if (depth > MAX_DEPTH)
      throw invalid(
        'navigation-invalid',
        `${path} is nested deeper than ${MAX_DEPTH} levels`,
        path,
      );
    list.forEach((item, index) => {
      const at = `${path}.${index}`;
      if (seen.has(item.id))
        throw invalid('navigation-invalid', `${at}.id "${item.id}" is used twice`, `${at}.id`);
      seen.add(item.id);
      if (item.link !== undefined && !WITH_LINK.has(item.type)) {
        throw invalid(
          'navigation-invalid',
          `${at}.link is not allowed on a ${item.type} item`,
          `${at}.link`,
        );
      }
      if (item.children !== undefined && !WITH_CHILDREN.has(item.type)) {
        throw invalid(
          'navigation-invalid',
          `${at}.children is not allowed on a ${item.type} item`,
          `${at}.children`,
        );
      }
      if (WITH_TITLE.has(item.type) && !item.title) {
        throw invalid(
          'navigation-invalid',
          `${at}.title is required on a ${item.type} item`,
          `${at}.title`,
        );
      }
      if (
        item.link !== undefined &&
        !(item.externalLink ? /^https?:\/\//.test(item.link) : SITE_PATH.test(item.link))
      ) {
        throw invalid(
          'navigation-invalid',
          `${at}.link must start with a single / (or http(s):// for an external link)`,
          `${at}.link`,
        );
      }
      if (item.children) walk(item.children, `${at}.children`, depth + 1);
    });
  };
  walk(items, variant, 1);
}
