import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { type ReactNode, Suspense } from 'react';
import ThemeProvider from 'react-bootstrap/ThemeProvider';
import { I18nextProvider } from 'react-i18next';
import { ConfirmationProvider } from '../components/confirmation/ConfirmationProvider';
import { BREAKPOINT_NAMES } from '../lib/breakpoints';

export interface AppProvidersProps {
  queryClient: QueryClient;
  i18n: I18n;
  children: ReactNode;
}

/** Server state, translations and react-bootstrap's breakpoints for everything below. */
export function AppProviders({ queryClient, i18n, children }: AppProvidersProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <ThemeProvider breakpoints={BREAKPOINT_NAMES} minBreakpoint="xs">
          {/* Translations load before the first render; this covers a language switch. */}
          <Suspense fallback={null}>
            <ConfirmationProvider>{children}</ConfirmationProvider>
          </Suspense>
        </ThemeProvider>
      </I18nextProvider>
    </QueryClientProvider>
  );
}
