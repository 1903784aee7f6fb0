import { type LoaderFunctionArgs, redirect } from 'react-router';
import { type Session, session as appSession } from '../lib/session';
import { can, type Role } from '../lib/access';
import { CHANGE_PASSWORD_PATH } from '../features/auth/change-password-path';
import { homePathFor } from './route-table';

export const SIGN_IN_PATH = '/sign-in';
/** Screens an account that must change its one-time password may still open. */
const MAY_WAIT_FOR_PASSWORD = [CHANGE_PASSWORD_PATH, '/sign-out'];

/** What a role-guarded group of screens knows when the account may not open one. */
export interface NotAllowed {
  /** The roles of which the screen needs one. */
  required: readonly Role[];
  /** The roles the account holds. */
  held: readonly Role[];
}

/**
 * Route guards, run as loaders so the first screen (and the splash) waits for them.
 * Made from a session so tests can drive them.
 */
export function createGuards(session: Session) {
  return {
    /**
     * Signed-in routes: a visitor goes to sign-in, carrying where they wanted to go; an
     * account with a one-time password to change, to that screen first (the API answers
     * it nothing else), carrying the same.
     */
    async signedIn({ request }: LoaderFunctionArgs) {
      const { status, user } = await session.restore();
      const url = new URL(request.url);
      if (status === 'signed-in') {
        const path = url.pathname.toLowerCase();
        if (!user?.passwordChangeRequired || MAY_WAIT_FOR_PASSWORD.includes(path)) return null;
        return redirect(
          `${CHANGE_PASSWORD_PATH}?next=${encodeURIComponent(url.pathname + url.search)}`,
        );
      }
      if (url.pathname.toLowerCase() === '/sign-out') return redirect(SIGN_IN_PATH);
      return redirect(
        `${SIGN_IN_PATH}?redirectURL=${encodeURIComponent(url.pathname + url.search)}`,
      );
    },

    /** Routes for visitors only: a signed-in person goes to the root. */
    async guest() {
      const { status } = await session.restore();
      return status === 'signed-in' ? redirect('/') : null;
    },

    /**
     * The empty path: a signed-in person goes to their home screen (favoritos, or the first
     * screen their roles open); a visitor to sign-in, with nothing to come back to, so the
     * home is chosen after sign-in by the roles of whoever signed in.
     */
    async home() {
      const { status, user } = await session.restore();
      return redirect(status === 'signed-in' ? homePathFor(user?.roles ?? []) : SIGN_IN_PATH);
    },

    /**
     * Screens that need one of `required`: answers null when the account may open them,
     * else what is missing, which the group shows as the not-allowed page inside the app's
     * frame (never a redirect). Visitors are left to the signed-in guard.
     */
    roles(required: readonly Role[]) {
      return async (): Promise<NotAllowed | null> => {
        const { status, user } = await session.restore();
        if (status !== 'signed-in') return null;
        const held = user?.roles ?? [];
        return can(held, required) ? null : { required, held };
      };
    },

    /** Whether the signed-in account may open a screen that needs one of `required`. */
    async allows(required: readonly Role[]): Promise<boolean> {
      const { status, user } = await session.restore();
      return status === 'signed-in' && can(user?.roles ?? [], required);
    },

    /** The welcome/forms group's second guard: always lets through, even if its check fails. */
    async onboarding() {
      try {
        await session.restore();
      } catch {
        // Let the person through whatever happened.
      }
      return null;
    },
  };
}

export type Guards = ReturnType<typeof createGuards>;

export const guards = createGuards(appSession);
