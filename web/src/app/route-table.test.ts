import en from '../../public/i18n/en.json';
import { SCREEN_ROUTES } from './route-table';

// Specification section 2, route table.
const SPEC_PATHS = {
  'signed-in': [
    'favoritos',
    'mantenimiento/empresas',
    'mantenimiento/categorias',
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
  ],
  guest: [
    'confirmation-required',
    'forgot-password',
    'reset-password',
    'sign-in',
    'sign-up',
    'agenda-turnos',
  ],
  public: ['home'],
};

const EMPTY_LAYOUT = [...SPEC_PATHS.guest, ...SPEC_PATHS.public, 'sign-out', 'unlock-session'];

describe('the route table', () => {
  it('holds every path of the specification, once, with its access', () => {
    const paths = SCREEN_ROUTES.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const [access, expected] of Object.entries(SPEC_PATHS)) {
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

  it('gives every screen a distinct English title', () => {
    const titles = SCREEN_ROUTES.map((route) => {
      const [, key] = route.titleKey.split('.');
      return (en.routes as Record<string, string>)[key];
    });
    expect(titles.every(Boolean)).toBe(true);
    expect(new Set(titles).size).toBe(titles.length);
  });
});
