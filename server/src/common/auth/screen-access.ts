import { type AccessRule, mayAccess, type Role, SIGNED_IN } from './access';
import { SCREEN_RULES } from './screen-rules';

// Who may open which screen of the console (the rules: screen-rules.ts).

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
