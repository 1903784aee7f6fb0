import {
  ancestorIds,
  expandForLocation,
  hasActiveChild,
  isAsideActive,
  isItemActive,
  itemTarget,
  leadsSomewhere,
  toggleCollapsable,
  visibleItems,
} from './rules';
import type { NavigationItem } from './types';

const at = (path: string) => {
  const url = new URL(path, 'http://test.local');
  return { pathname: url.pathname, search: url.search, hash: url.hash };
};

// The sample menu, plus a nested collapsable and an aside.
const TREE: NavigationItem[] = [
  {
    id: 'dashboards',
    type: 'group',
    title: 'Dashboards',
    children: [
      { id: 'tablero', type: 'basic', title: 'Tablero Resumen', link: '/apps/tablero' },
      {
        id: 'vacancia',
        type: 'collapsable',
        title: 'Vacancia',
        children: [
          { id: 'vacancia.crear', type: 'basic', link: '/apps/crearvacanciaInterno' },
          { id: 'vacancia.lista', type: 'basic', link: '/apps/listadovacanciaInterna' },
          {
            id: 'vacancia.mas',
            type: 'collapsable',
            children: [{ id: 'vacancia.mas.detalle', type: 'basic', link: '/apps/detail' }],
          },
        ],
      },
      {
        id: 'postulantes',
        type: 'collapsable',
        title: 'Postulantes',
        children: [
          { id: 'postulantes.crear', type: 'basic', link: '/apps/crearpostulante' },
          { id: 'postulantes.busqueda', type: 'basic', link: '/apps/Busquedapostulante' },
        ],
      },
      {
        id: 'mantenimiento',
        type: 'collapsable',
        title: 'Mantenimiento',
        disabled: true,
        children: [{ id: 'menuconfig', type: 'basic', link: '/apps/menuconfig' }],
      },
      {
        id: 'premios',
        type: 'aside',
        title: 'Premios',
        children: [{ id: 'premios.lista', type: 'basic', link: '/apps/premios' }],
      },
    ],
  },
];

describe('active matching', () => {
  const item = (extra: Partial<NavigationItem>): NavigationItem => ({
    id: 'x',
    type: 'basic',
    link: '/apps/tablero',
    ...extra,
  });

  it('matches the link and the addresses below it, ignoring case and a trailing slash', () => {
    expect(isItemActive(item({}), at('/apps/tablero'))).toBe(true);
    expect(isItemActive(item({}), at('/apps/tablero/'))).toBe(true);
    expect(isItemActive(item({}), at('/apps/tablero/2024'))).toBe(true);
    expect(
      isItemActive(item({ link: '/apps/Busquedapostulante' }), at('/apps/busquedapostulante')),
    ).toBe(true);
    expect(isItemActive(item({}), at('/apps/tablero-viejo'))).toBe(false);
    expect(isItemActive(item({}), at('/apps/autoreportes'))).toBe(false);
  });

  it('with exactMatch, only the very path and query count', () => {
    const exact = item({ exactMatch: true });
    expect(isItemActive(exact, at('/apps/tablero'))).toBe(true);
    expect(isItemActive(exact, at('/apps/tablero/2024'))).toBe(false);
    expect(isItemActive(exact, at('/apps/tablero?tab=2'))).toBe(false);
    const root = item({ link: '/', exactMatch: true });
    expect(isItemActive(root, at('/'))).toBe(true);
    expect(isItemActive(root, at('/favoritos'))).toBe(false);
  });

  it('needs the item’s query parameters: a subset, or exactly them with exactMatch', () => {
    const filtered = item({ queryParams: { estado: 'abierta' } });
    expect(isItemActive(filtered, at('/apps/tablero?estado=abierta'))).toBe(true);
    expect(isItemActive(filtered, at('/apps/tablero?estado=abierta&page=2'))).toBe(true);
    expect(isItemActive(filtered, at('/apps/tablero?estado=cerrada'))).toBe(false);
    expect(isItemActive(filtered, at('/apps/tablero'))).toBe(false);
    const exact = item({ queryParams: { estado: 'abierta' }, exactMatch: true });
    expect(isItemActive(exact, at('/apps/tablero?estado=abierta'))).toBe(true);
    expect(isItemActive(exact, at('/apps/tablero?estado=abierta&page=2'))).toBe(false);
  });

  it('needs a declared fragment, and ignores the address’s fragment otherwise', () => {
    const faq = item({ link: '/apps/help-center', fragment: 'faq' });
    expect(isItemActive(faq, at('/apps/help-center#faq'))).toBe(true);
    expect(isItemActive(faq, at('/apps/help-center#guides'))).toBe(false);
    expect(isItemActive(item({}), at('/apps/tablero#top'))).toBe(true);
  });

  it('forces active items, never marks external links or items without a link', () => {
    expect(isItemActive(item({ link: undefined, active: true }), at('/x'))).toBe(true);
    expect(isItemActive(item({ link: 'https://example.com', externalLink: true }), at('/'))).toBe(
      false,
    );
    expect(isItemActive(item({ link: undefined }), at('/apps/tablero'))).toBe(false);
  });

  it('builds the target from the link, queryParams and fragment', () => {
    expect(
      itemTarget(item({ link: '/apps/tablero?a=1', queryParams: { b: '2' }, fragment: 'f' })),
    ).toEqual({ pathname: '/apps/tablero', search: '?a=1&b=2', hash: '#f' });
  });

  it('finds active children at any depth, skipping hidden ones', () => {
    const group = TREE[0];
    expect(hasActiveChild(group, at('/apps/detail'))).toBe(true);
    expect(hasActiveChild(group, at('/favoritos'))).toBe(false);
    const hidden: NavigationItem = {
      id: 'h',
      type: 'collapsable',
      children: [{ id: 'h1', type: 'basic', link: '/apps/tablero', hidden: true }],
    };
    expect(hasActiveChild(hidden, at('/apps/tablero'))).toBe(false);
  });

  it('marks an aside active when it is open or holds the active route', () => {
    const aside = TREE[0].children![4];
    expect(isAsideActive(aside, 'premios', at('/favoritos'))).toBe(true);
    expect(isAsideActive(aside, null, at('/apps/premios'))).toBe(true);
    expect(isAsideActive(aside, 'other', at('/favoritos'))).toBe(false);
  });
});

describe('collapsable items', () => {
  const none = new Set<string>();

  it('auto-expand when a child route is active, including nested parents', () => {
    expect([...expandForLocation(TREE, none, at('/apps/crearpostulante'))]).toEqual([
      'postulantes',
    ]);
    expect([...expandForLocation(TREE, none, at('/apps/detail'))].sort()).toEqual([
      'vacancia',
      'vacancia.mas',
    ]);
  });

  it('after a navigation, collapse the others with auto-collapse, keep them without', () => {
    const open = new Set(['vacancia']);
    expect([...expandForLocation(TREE, open, at('/apps/crearpostulante'))]).toEqual([
      'postulantes',
    ]);
    expect([...expandForLocation(TREE, open, at('/apps/crearpostulante'), false)].sort()).toEqual([
      'postulantes',
      'vacancia',
    ]);
  });

  it('toggle open and closed', () => {
    const opened = toggleCollapsable(TREE, none, 'vacancia', at('/favoritos'));
    expect([...opened]).toEqual(['vacancia']);
    expect([...toggleCollapsable(TREE, opened, 'vacancia', at('/favoritos'))]).toEqual([]);
  });

  it('do not toggle when disabled', () => {
    expect([...toggleCollapsable(TREE, none, 'mantenimiento', at('/favoritos'))]).toEqual([]);
  });

  it('expanding one collapses the others, but not its parents nor those holding the active route', () => {
    const location = at('/apps/crearpostulante');
    // Postulantes holds the active route, so it stays open when Vacancia opens.
    let expanded = toggleCollapsable(TREE, new Set(['postulantes']), 'vacancia', location);
    expect([...expanded].sort()).toEqual(['postulantes', 'vacancia']);
    // The nested item keeps its parent open.
    expanded = toggleCollapsable(TREE, expanded, 'vacancia.mas', location);
    expect([...expanded].sort()).toEqual(['postulantes', 'vacancia', 'vacancia.mas']);
    // Elsewhere, opening Postulantes closes Vacancia and what is inside it.
    expanded = toggleCollapsable(
      TREE,
      new Set(['vacancia', 'vacancia.mas']),
      'postulantes',
      at('/'),
    );
    expect([...expanded]).toEqual(['postulantes']);
  });

  it('without auto-collapse, expanding leaves the others alone', () => {
    const expanded = toggleCollapsable(TREE, new Set(['vacancia']), 'postulantes', at('/'), false);
    expect([...expanded].sort()).toEqual(['postulantes', 'vacancia']);
  });
});

describe('tree helpers', () => {
  it('lists the ancestors of an item', () => {
    expect(ancestorIds(TREE, 'vacancia.mas.detalle')).toEqual([
      'dashboards',
      'vacancia',
      'vacancia.mas',
    ]);
    expect(ancestorIds(TREE, 'nope')).toEqual([]);
  });

  it('leaves hidden items out', () => {
    const tree: NavigationItem[] = [
      { id: 'a', type: 'basic', link: '/a' },
      { id: 'b', type: 'basic', link: '/b', hidden: true },
      { id: 'g', type: 'group', children: [{ id: 'c', type: 'basic', hidden: true }] },
    ];
    expect(visibleItems(tree)).toEqual([
      { id: 'a', type: 'basic', link: '/a' },
      { id: 'g', type: 'group', children: [] },
    ]);
  });

  it('tells an empty menu from one that leads somewhere', () => {
    expect(leadsSomewhere([{ id: 'd', type: 'group', children: [] }])).toBe(false);
    expect(leadsSomewhere(TREE)).toBe(true);
  });
});
