import { type AccessRule, mayAccess, type Role, SIGNED_IN } from './access';

const RECRUITMENT: readonly Role[] = ['recruiter'];
const REWARDS: readonly Role[] = ['rewards'];
const PROGRAMME: readonly Role[] = ['recruiter', 'rewards'];
const ADMIN: readonly Role[] = ['admin'];

/**
 * The console's screens that need a role, by path (lower case, no leading slash). Every
 * other screen is open to any active account. The web's route table carries the same
 * rules; the navigation and the search results show only what the account may open.
 */
const SCREEN_RULES: Readonly<Record<string, readonly Role[]>> = {
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
};

/** The rule of the screen a link opens (internal links; external ones are open). */
export function screenRule(link: string): AccessRule {
  if (!link.startsWith('/') || link.startsWith('//')) return SIGNED_IN;
  const path = link
    .split(/[?#]/)[0]
    .replace(/^\/+|\/+$/g, '')
    .toLowerCase();
  return SCREEN_RULES[path] ?? SIGNED_IN;
}

/** Whether an account holding `roles` may open the screen at `link`. */
export function mayOpen(roles: readonly Role[], link: string): boolean {
  return mayAccess(roles, screenRule(link));
}
