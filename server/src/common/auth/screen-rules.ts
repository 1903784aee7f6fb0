import type { Role } from './access';

const RECRUITMENT: readonly Role[] = ['recruiter'];
const REWARDS: readonly Role[] = ['rewards'];
/** Screens both programmes share: categories, activities, reports, the summary. */
const PROGRAMME: readonly Role[] = ['recruiter', 'rewards'];
const ADMIN: readonly Role[] = ['admin'];

/**
 * The console's screens that need a role, by path (lower case, no leading slash), and the
 * roles of which an account needs one (`admin` implies every role). Every other screen is
 * open to any active account. The one place these rules are written: the server filters
 * the navigation and the search results by them, and the web's route-table test checks
 * each route's `roles` against them. No runtime imports, so the web's tests can load it.
 */
export const SCREEN_RULES: Readonly<Record<string, readonly Role[]>> = {
  // `/`, which leads to the account's home screen.
  '': RECRUITMENT,
  favoritos: RECRUITMENT,
  'mantenimiento/empresas': RECRUITMENT,
  'mantenimiento/categorias': PROGRAMME,
  'mantenimiento/form_prem': REWARDS,
  'mantenimiento/cuentas': ADMIN,
  'apps/sheet': RECRUITMENT,
  'apps/premios': REWARDS,
  'apps/activities': PROGRAMME,
  'apps/new-activity': PROGRAMME,
  'apps/canjes': REWARDS,
  'apps/canjes-completados': REWARDS,
  'apps/users': REWARDS,
  'apps/crearpostulante': RECRUITMENT,
  'apps/autoreportes': PROGRAMME,
  'apps/tablero': PROGRAMME,
  'apps/busquedapostulante': RECRUITMENT,
  'apps/menuconfig': ADMIN,
  'apps/listadovacanciainterna': RECRUITMENT,
  'apps/crearvacanciainterno': RECRUITMENT,
  'apps/candidates': RECRUITMENT,
  'apps/detail': RECRUITMENT,
  'apps/interviews': RECRUITMENT,
  'apps/banners': REWARDS,
  'apps/new-banner': REWARDS,
  'apps/trivias-completadas': REWARDS,
  'apps/facturas-completadas': REWARDS,
  'admin/health': ADMIN,
  'admin/audit': ADMIN,
};
