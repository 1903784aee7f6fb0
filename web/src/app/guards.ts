import { type LoaderFunctionArgs, redirect } from 'react-router';
import { type Session, session as appSession } from '../features/auth/session';

export const SIGN_IN_PATH = '/sign-in';

/**
 * Route guards, run as loaders so the first screen (and the splash) waits for them.
 * Made from a session so tests can drive them.
 */
export function createGuards(session: Session) {
  return {
    /** Signed-in routes: a visitor goes to sign-in, carrying where they wanted to go. */
    async signedIn({ request }: LoaderFunctionArgs) {
      const { status } = await session.restore();
      if (status === 'signed-in') return null;
      const url = new URL(request.url);
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
