import { isAppScreen } from '../../../common/auth/app-screens';
import { invalid } from '../../../common/errors/domain-error';
import { SITE_PATH } from '../links';
import { MENU_LANGUAGES, type NavigationItem } from './navigation.types';

/** How deep a tree may go: a group, a collapsable, its items... five levels at most. */
export const MAX_MENU_DEPTH = 5;
const WITH_CHILDREN = new Set(['aside', 'collapsable', 'group']);
const WITH_LINK = new Set(['basic']);
const WITH_TITLE = new Set(['basic', 'aside', 'collapsable', 'group']);

/** An http(s) address on another site. */
const EXTERNAL = /^https?:\/\/[^\s/$.?#][^\s]*$/i;
/** A path on this site: one leading `/`, then the characters a route, query or fragment use. */
const ROUTE = /^\/(?![/\\])[\w\-./?=&%#~+:]*$/;

/** An item as messages name it: its title (or its first name per language) and its id. */
export function describeItem(item: Partial<NavigationItem> | undefined): string {
  if (!item || typeof item !== 'object') return 'an item';
  const named = [item.titles?.en, item.titles?.es, item.titles?.tr, item.title, item.subtitle]
    .map((text) => (typeof text === 'string' ? text.trim() : ''))
    .find(Boolean);
  const id = typeof item.id === 'string' && item.id ? item.id : undefined;
  if (named && id) return `"${named}" (${id})`;
  if (named) return `"${named}"`;
  if (id) return `item ${id}`;
  return typeof item.type === 'string' ? `an item of type ${item.type}` : 'an item';
}

/** What is wrong with a menu link, or undefined: an app screen or an http(s) address. */
export function menuLinkProblem(
  link: string,
  externalLink: boolean | undefined,
): string | undefined {
  if (externalLink) {
    return EXTERNAL.test(link) ? undefined : `must be an http(s) address, not "${link}"`;
  }
  if (EXTERNAL.test(link)) return 'is an http(s) address: mark it as an external link';
  if (!SITE_PATH.test(link) || !ROUTE.test(link)) {
    return `must be an app route starting with / or an http(s) address, not "${link}"`;
  }
  if (!isAppScreen(link)) return `"${link}" is not a screen of this console`;
  return undefined;
}

/**
 * The tree's rules beyond each field's own: ids unique in the tree, at most
 * `MAX_MENU_DEPTH` levels, children and links only on the types that take them, a title
 * (or a name in some language) on every titled type, and links that open a screen of the
 * app or an http(s) address. The first broken rule is refused with a 400 that names the
 * item (its title and id) and its path in the tree (`default.0.children.2.link`).
 */
export function checkMenuTree(root: string, items: readonly NavigationItem[]): void {
  const seen = new Map<string, string>();
  const refuse = (at: string, field: string, item: NavigationItem, problem: string): never => {
    const where = field ? `${at}.${field}` : at;
    throw invalid(
      'navigation-invalid',
      `${where} ${field ? 'of ' : ''}${describeItem(item)} ${problem}`,
      where,
    );
  };
  const walk = (list: readonly NavigationItem[], path: string, depth: number) => {
    list.forEach((item, index) => {
      const at = `${path}.${index}`;
      if (depth > MAX_MENU_DEPTH) {
        refuse(at, '', item, `is nested deeper than ${MAX_MENU_DEPTH} levels`);
      }
      const twin = seen.get(item.id);
      if (twin !== undefined) refuse(at, 'id', item, `is used twice: ${twin} has it too`);
      seen.set(item.id, at);
      if (item.link !== undefined && !WITH_LINK.has(item.type)) {
        refuse(at, 'link', item, `is not allowed on a ${item.type} item`);
      }
      if (item.children !== undefined && !WITH_CHILDREN.has(item.type)) {
        refuse(at, 'children', item, `is not allowed on a ${item.type} item`);
      }
      const named = MENU_LANGUAGES.some((language) => item.titles?.[language]);
      if (WITH_TITLE.has(item.type) && !item.title && !named) {
        refuse(at, 'title', item, `is required on a ${item.type} item`);
      }
      if (item.link !== undefined) {
        const problem = menuLinkProblem(item.link, item.externalLink);
        if (problem) refuse(at, 'link', item, problem);
      }
      if (item.children) walk(item.children, `${at}.children`, depth + 1);
    });
  };
  walk(items, root, 1);
}

/**
 * The editor's items as the navigation stores them: `title` (the original client's field,
 * in Spanish like the sample menu) follows the Spanish name, or takes the first name given
 * when the item had none; a link is external exactly when it is an http(s) address.
 */
export function prepareMenuItems(items: readonly NavigationItem[]): NavigationItem[] {
  return items.map((item) => {
    const next: NavigationItem = { ...item };
    const title = item.titles?.es ?? item.title ?? item.titles?.en ?? item.titles?.tr;
    if (title !== undefined) next.title = title;
    const subtitle =
      item.subtitles?.es ?? item.subtitle ?? item.subtitles?.en ?? item.subtitles?.tr;
    if (subtitle !== undefined) next.subtitle = subtitle;
    if (item.link !== undefined) {
      if (EXTERNAL.test(item.link)) next.externalLink = true;
      else delete next.externalLink;
    }
    if (item.children) next.children = prepareMenuItems(item.children);
    return next;
  });
}
