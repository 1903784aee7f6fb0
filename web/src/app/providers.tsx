import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { type ReactNode, Suspense, useMemo } from 'react';
import ThemeProvider from 'react-bootstrap/ThemeProvider';
import { I18nextProvider } from 'react-i18next';
import { ConfirmationProvider } from '../components/confirmation/ConfirmationProvider';
import { useSession } from '../lib/session';
import { type Access, AccessContext, NO_ACCESS } from '../lib/access';
import { BREAKPOINT_NAMES } from '../lib/breakpoints';

export interface AppProvidersProps {
  queryClient: QueryClient;
  i18n: I18n;
  children: ReactNode;
}

/** The signed-in account's id and roles for shared code (lib/access.ts: useRoles, useCan). */
function SessionAccess({ children }: { children: ReactNode }) {
  const { user } = useSession();
  const access = useMemo<Access>(
    () => (user ? { accountId: user.id, roles: user.roles ?? [] } : NO_ACCESS),
    [user],
  );
  return <AccessContext value={access}>{children}</AccessContext>;
}

/**
 * Server state, translations, react-bootstrap's breakpoints and who is signed in, for
 * everything below.
 */
export function AppProviders({ queryClient, i18n, children }: AppProvidersProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <ThemeProvider breakpoints={BREAKPOINT_NAMES} minBreakpoint="xs">
          {/* Translations load before the first render; this covers a language switch. */}
          <Suspense fallback={null}>
            <SessionAccess>
              <ConfirmationProvider>{children}</ConfirmationProvider>
            </SessionAccess>
          </Suspense>
        </ThemeProvider>
      </I18nextProvider>
    </QueryClientProvider>
  );
}
