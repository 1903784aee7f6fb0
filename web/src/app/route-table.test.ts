import navigation from '../../../data/seed/common/navigation.json';
import { APP_SCREEN_PATHS } from '../../../server/src/common/auth/app-screens';
import { SCREEN_RULES } from '../../../server/src/common/auth/screen-rules';
import en from '../../public/i18n/en.json';
import { can, type Role } from '../lib/access';
import { homePathFor, SCREEN_ROUTES } from './route-table';

// Every screen path by who may open it: the original client's routes and the console's own.
const SCREEN_PATHS_BY_ACCESS = {
  'signed-in': [
    'favoritos',
    'mantenimiento/empresas',
    'mantenimiento/categorias',
    'mantenimiento/cuentas',
    'mantenimiento/form_prem',
    'apps/sheet',
    'apps/file-manager',
    'apps/premios',
    'apps/activities',
    'apps/new-activity',
    'apps/canjes',
    'apps/users',
    'apps/crearpostulante',
    'apps/autoreportes',
    'apps/tablero',
    'apps/Busquedapostulante',
    'apps/menuconfig',
    'apps/listadovacanciaInterna',
    'apps/crearvacanciaInterno',
    'apps/candidates',
    'apps/detail',
    'apps/banners',
    'apps/new-banner',
    'apps/trivias-completadas',
    'apps/facturas-completadas',
    'apps/usuarios-logueados',
    'apps/canjes-completados',
    'welcome',
    'forms',
    'form-out',
    'form-confirmation',
    'sign-out',
    'unlock-session',
    // Choosing one's own password after a one-time one (not an original client route).
    'change-password',
    // Help center (start)
    'apps/help-center',
    'apps/help-center/faqs',
    'apps/help-center/faqs/:slug',
    'apps/help-center/guides/:categorySlug',
    'apps/help-center/guides/:categorySlug/:guideSlug',
    'apps/help-center/support',
    // Help center (end)
    // Implied screens of the sample sections.
    'apps/contacts',
    'apps/inventory',
    // Notes (start)
    'apps/notes',
    'apps/notes/reminders',
    'apps/notes/archived',
    'apps/notes/label/:labelId',
    // Notes (end)
    // The other everyday apps, and menu entries whose screens are still to come
    // (placeholders inside the frame).
    'apps/chat',
    'apps/chat/:chatId',
    'apps/mailbox',
    'apps/mailbox/:folder',
    'apps/mailbox/:folder/:mailId',
    'apps/mailbox/filter/:filter',
    'apps/mailbox/filter/:filter/:mailId',
    'apps/mailbox/label/:label',
    'apps/mailbox/label/:label/:mailId',
    'apps/scrumboard',
    'apps/scrumboard/:boardId',
    'apps/tasks',
    'apps/tasks/:taskId',
    'dashboards/analytics',
    'dashboards/project',
    'dashboards/finance',
    'dashboards/crypto',
    // The operators' health page.
    'admin/health',
    // The administrators' audit trail of personal data.
    'admin/audit',
    // The day view of interviews (not an original client route).
    'apps/interviews',
    // The icon browser (not an original client route).
    'ui/icons',
    'ui/icons/:set',
  ],
  guest: ['confirmation-required', 'forgot-password', 'reset-password', 'sign-in', 'sign-up'],
  // Open to anyone: the job board's vacancy page and confirmation beside the original
  // client's home, and the booking page with its manage page (a signed-in recruiter may
  // try it too).
  public: [
    'home',
    'home/vacantes/:code',
    'home/vacantes/:code/enviada',
    'agenda-turnos',
    'agenda-turnos/reserva',
  ],
};

const EMPTY_LAYOUT = [
  ...SCREEN_PATHS_BY_ACCESS.guest,
  ...SCREEN_PATHS_BY_ACCESS.public,
  'sign-out',
  'unlock-session',
  'change-password',
];

describe('the route table', () => {
  it('holds every screen path, once, with its access', () => {
    const paths = SCREEN_ROUTES.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const [access, expected] of Object.entries(SCREEN_PATHS_BY_ACCESS)) {
      const actual = SCREEN_ROUTES.filter((route) => route.access === access).map((r) => r.path);
      expect(actual.sort()).toEqual([...expected].sort());
    }
  });

  it('puts the auth and public screens in the empty layout, the rest in the minimal one', () => {
    for (const route of SCREEN_ROUTES) {
      expect([route.path, route.layout]).toEqual([
        route.path,
        EMPTY_LAYOUT.includes(route.path) ? 'empty' : 'app',
      ]);
    }
  });

  it('has a route for every link of the seeded menu (none opens the full-screen 404)', () => {
    const links = new Set<string>();
    const walk = (value: unknown): void => {
      if (Array.isArray(value)) value.forEach(walk);
      else if (value && typeof value === 'object') {
        const { link } = value as { link?: unknown };
        if (typeof link === 'string' && link.startsWith('/')) links.add(link.split(/[?#]/)[0]);
        Object.values(value).forEach(walk);
      }
    };
    walk(navigation);
    expect(links.size).toBeGreaterThan(30);
    const paths = new Set(SCREEN_ROUTES.map((route) => `/${route.path}`.toLowerCase()));
    expect([...links].filter((link) => !paths.has(link.toLowerCase()))).toEqual([]);
  });

  it('names to the server every screen a menu link may open (the menu editor checks links)', () => {
    const openable = SCREEN_ROUTES.filter((route) => route.access !== 'guest').map(
      (route) => route.path,
    );
    expect([...APP_SCREEN_PATHS].sort()).toEqual(openable.sort());
  });

  it('gives every screen a distinct English title', () => {
    const titles = SCREEN_ROUTES.map((route) => {
      const [, key] = route.titleKey.split('.');
      return (en.routes as Record<string, string>)[key];
    });
    expect(titles.every(Boolean)).toBe(true);
    expect(new Set(titles).size).toBe(titles.length);
  });
});

// Who may open what (docs/access.md): the server's rules are the source; every route of
// the table must declare the same roles. Every signed-in screen they do not name is open to
// any active account.
const ruleOf = (path: string): readonly Role[] => SCREEN_RULES[path.toLowerCase()] ?? [];

const ACCOUNTS: Record<string, Role[]> = {
  admin: ['admin'],
  recruiter: ['recruiter'],
  rewards: ['rewards'],
  both: ['recruiter', 'rewards'],
  none: [],
};

describe('route access', () => {
  it("declares on each screen the roles the server's screen rules name", () => {
    for (const route of SCREEN_ROUTES) {
      expect([route.path, [...(route.roles ?? [])].sort()]).toEqual([
        route.path,
        [...ruleOf(route.path)].sort(),
      ]);
    }
  });

  it('has a route for every screen the server gives a rule', () => {
    const paths = new Set(SCREEN_ROUTES.map((route) => route.path.toLowerCase()));
    // '' is `/`, which leads to the account's home screen rather than to a route of its own.
    const ruled = Object.keys(SCREEN_RULES).filter((path) => path !== '');
    expect(ruled.length).toBeGreaterThan(20);
    expect(ruled.filter((path) => !paths.has(path))).toEqual([]);
  });

  it('leaves visitors-only and public screens without roles', () => {
    const withRoles = SCREEN_ROUTES.filter((route) => route.access !== 'signed-in' && route.roles);
    expect(withRoles).toEqual([]);
  });

  it.each([
    // [account, screen, may open]
    ['recruiter', 'favoritos', true],
    ['recruiter', 'apps/premios', false],
    ['recruiter', 'apps/tablero', true],
    ['recruiter', 'mantenimiento/cuentas', false],
    ['rewards', 'favoritos', false],
    ['rewards', 'apps/premios', true],
    ['rewards', 'mantenimiento/categorias', true],
    ['rewards', 'apps/menuconfig', false],
    ['both', 'apps/premios', true],
    ['both', 'mantenimiento/cuentas', false],
    ['admin', 'apps/premios', true],
    ['admin', 'favoritos', true],
    ['admin', 'mantenimiento/cuentas', true],
    ['admin', 'apps/menuconfig', true],
    ['admin', 'admin/health', true],
    ['both', 'admin/health', false],
    ['admin', 'admin/audit', true],
    ['both', 'admin/audit', false],
    ['none', 'apps/chat', true],
    ['none', 'dashboards/crypto', true],
    ['none', 'apps/contacts', true],
    ['none', 'apps/usuarios-logueados', true],
    ['none', 'apps/help-center/faqs', true],
    ['none', 'welcome', true],
    ['none', 'apps/tablero', false],
  ] as const)('%s may open %s: %s', (account, path, allowed) => {
    const route = SCREEN_ROUTES.find((candidate) => candidate.path === path);
    expect(route).toBeDefined();
    expect(can(ACCOUNTS[account], route?.roles)).toBe(allowed);
  });
});

describe('the home screen of an account', () => {
  it.each([
    ['admin', '/favoritos'],
    ['recruiter', '/favoritos'],
    ['both', '/favoritos'],
    // The first screen of the table that the roles open.
    ['rewards', '/mantenimiento/categorias'],
    ['none', '/apps/file-manager'],
  ])('%s lands on %s', (account, path) => {
    expect(homePathFor(ACCOUNTS[account])).toBe(path);
    const home = SCREEN_ROUTES.find((route) => `/${route.path}` === path);
    expect(can(ACCOUNTS[account], home?.roles)).toBe(true);
  });
});
