import { createContext, useContext } from 'react';
import type { components } from './api/schema';

/** A staff role (server/src/common/auth/access.ts). `admin` implies every other role. */
export type Role = components['schemas']['AccountUserDto']['roles'][number];

export const ROLES = ['admin', 'recruiter', 'rewards'] as const satisfies readonly Role[];

/**
 * What a screen or an action needs: any one of the listed roles. Absent or empty: any
 * signed-in account.
 */
export type RequiredRoles = readonly Role[] | undefined;

/** True when an account holding `held` may open or do what needs `required`. */
export function can(held: readonly Role[], required: RequiredRoles | Role): boolean {
  const needed = typeof required === 'string' ? [required] : (required ?? []);
  if (needed.length === 0) return true;
  return held.includes('admin') || needed.some((role) => held.includes(role));
}

export function isAdmin(held: readonly Role[]): boolean {
  return held.includes('admin');
}

/** The roles an account effectively holds: `admin` stands for all of them. */
export function effectiveRoles(held: readonly Role[]): Role[] {
  return isAdmin(held) ? [...ROLES] : ROLES.filter((role) => held.includes(role));
}

/** Who is signed in, as shared code needs it (components and features may not import auth). */
export interface Access {
  accountId: string | null;
  roles: readonly Role[];
}

export const NO_ACCESS: Access = { accountId: null, roles: [] };

/** Filled by the app from the session (app/providers.tsx). */
export const AccessContext = createContext<Access>(NO_ACCESS);

/** The signed-in account's id and roles (nobody: no id, no roles). */
export function useAccess(): Access {
  return useContext(AccessContext);
}

export function useRoles(): readonly Role[] {
  return useAccess().roles;
}

/** `useCan(['recruiter'])`: whether the signed-in account holds one of the roles. */
export function useCan(required: RequiredRoles | Role): boolean {
  return can(useRoles(), required);
}
