import { APP_SCREEN_PATHS, isAppScreen } from '../../../common/auth/app-screens';
import { checkMenuTree, describeItem, menuLinkProblem, prepareMenuItems } from './menu-rules';
import type { NavigationItem } from './navigation.types';

describe('menu rules', () => {
  it('knows the app’s screens, parameters, case, query, fragment and trailing slash aside', () => {
    expect(APP_SCREEN_PATHS).toContain('apps/menuconfig');
    for (const link of [
      '/',
      '/apps/menuconfig',
      '/APPS/busquedapostulante',
      '/apps/notes/label/work',
      '/apps/tasks?filter=open#top',
      '/dashboards/crypto/',
      '/home',
    ])
      expect([link, isAppScreen(link)]).toEqual([link, true]);
    for (const link of [
      '/apps/nope',
      '/apps/notes/label',
      '/apps/notes/label/a/b',
      '//apps/notes',
      'apps/notes',
      '/sign-in',
      '/apps/../admin/health',
    ])
      expect([link, isAppScreen(link)]).toEqual([link, false]);
  });

  it('takes app routes and http(s) addresses as links, and nothing else', () => {
    expect(menuLinkProblem('/apps/notes', undefined)).toBeUndefined();
    expect(menuLinkProblem('https://example.com/a?b=c', true)).toBeUndefined();
    expect(menuLinkProblem('https://example.com', undefined)).toMatch(/external link/);
    expect(menuLinkProblem('/apps/notes', true)).toMatch(/http\(s\) address/);
    expect(menuLinkProblem('/apps/nope', undefined)).toMatch(/not a screen/);
    expect(menuLinkProblem('javascript:alert(1)', undefined)).toMatch(/app route/);
    expect(menuLinkProblem('/\\evil.example', undefined)).toMatch(/app route/);
    expect(menuLinkProblem('/apps/notes"><script>', undefined)).toMatch(/app route/);
  });

  it('names an item by its title, a name in some language, or its id', () => {
    expect(describeItem({ id: 'a', title: 'Uno' })).toBe('"Uno" (a)');
    expect(describeItem({ id: 'a', title: 'Uno', titles: { en: 'One' } })).toBe('"One" (a)');
    expect(describeItem({ id: 'a', titles: { tr: 'Bir' } })).toBe('"Bir" (a)');
    expect(describeItem({ id: 'a' })).toBe('item a');
    expect(describeItem({ type: 'divider' })).toBe('an item of type divider');
  });

  it('gives new items a title from their names and marks http(s) links external', () => {
    const items: NavigationItem[] = [
      {
        id: 'g',
        type: 'group',
        titles: { en: 'Links', tr: 'Bağlantılar' },
        subtitles: { es: 'Fuera' },
        children: [
          {
            id: 'g.a',
            type: 'basic',
            title: 'Viejo',
            titles: { es: 'Nuevo' },
            link: '/apps/notes',
          },
          { id: 'g.b', type: 'basic', titles: { tr: 'Site' }, link: 'https://example.com' },
          { id: 'g.c', type: 'basic', title: 'C', link: '/apps/tasks', externalLink: true },
        ],
      },
    ];
    const [group] = prepareMenuItems(items);
    expect(group).toMatchObject({ title: 'Links', subtitle: 'Fuera' });
    expect(group.children?.map((item) => [item.title, item.externalLink])).toEqual([
      ['Nuevo', undefined],
      ['Site', true],
      ['C', undefined],
    ]);
    expect(items[0].title).toBeUndefined();
    expect(() => checkMenuTree('items', [group])).not.toThrow();
  });

  it('refuses the first broken item with its path', () => {
    const tree: NavigationItem[] = [
      { id: 'a', type: 'basic', title: 'A', link: '/apps/notes' },
      { id: 'b', type: 'divider', children: [] },
    ];
    expect(() => checkMenuTree('items', tree)).toThrow(
      'items.1.children of item b is not allowed on a divider item',
    );
  });
});
