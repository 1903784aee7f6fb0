/**
 * The web app's screens that a signed-in account can open, as the web's route table
 * (web/src/app/route-table.ts) names them: its signed-in and public rows, `:name` standing
 * for one path segment. The menu editor accepts an internal link only when it opens one of
 * these (or `/`, which leads to the account's home screen). No imports: the web's
 * route-table test checks this list against the route table, so a new screen lands in both.
 */
export const APP_SCREEN_PATHS: readonly string[] = [
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
  'apps/interviews',
  'welcome',
  'forms',
  'form-out',
  'form-confirmation',
  'sign-out',
  'unlock-session',
  'change-password',
  'home',
  'agenda-turnos',
  'agenda-turnos/reserva',
  'home/vacantes/:code',
  'home/vacantes/:code/enviada',
  'apps/help-center',
  'apps/help-center/faqs',
  'apps/help-center/faqs/:slug',
  'apps/help-center/guides/:categorySlug',
  'apps/help-center/guides/:categorySlug/:guideSlug',
  'apps/help-center/support',
  'apps/contacts',
  'apps/inventory',
  'apps/notes',
  'apps/notes/reminders',
  'apps/notes/archived',
  'apps/notes/label/:labelId',
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
  'ui/icons',
  'ui/icons/:set',
  'admin/health',
  'admin/audit',
];

const segmentsOf = (path: string): string[] =>
  path
    .toLowerCase()
    .split('/')
    .filter((segment) => segment !== '');

const SCREENS = APP_SCREEN_PATHS.map(segmentsOf);

/**
 * Whether an internal link (`/apps/notes?x=1#top`) opens a screen of the app: its path,
 * without query, fragment and trailing slash, matched case-insensitively as the web's
 * router matches it. `/` (the account's home screen) counts.
 */
export function isAppScreen(link: string): boolean {
  if (!link.startsWith('/') || link.startsWith('//')) return false;
  const segments = segmentsOf(link.split(/[?#]/)[0]);
  if (segments.length === 0) return true;
  return SCREENS.some(
    (screen) =>
      screen.length === segments.length &&
      screen.every((part, index) => part.startsWith(':') || part === segments[index]),
  );
}
