import {
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import {
  type ConfirmationConfig,
  confirmationConfig,
  type ConfirmationOptions,
  type ConfirmationResult,
} from './confirmation-config';

// The dialog brings react-bootstrap's Modal, which no first screen shows.
const ConfirmationDialog = lazy(async () => ({
  default: (await import('./ConfirmationDialog')).ConfirmationDialog,
}));

type Confirm = (options?: ConfirmationOptions) => Promise<ConfirmationResult>;

const ConfirmationContext = createContext<Confirm | null>(null);

/**
 * One confirmation dialog for the whole app; every destructive action asks through
 * `useConfirmation()`. It closes with 'confirmed' or 'cancelled'.
 */
export function ConfirmationProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [config, setConfig] = useState<ConfirmationConfig | null>(null);
  const [everAsked, setEverAsked] = useState(false);
  const resolver = useRef<((result: ConfirmationResult) => void) | null>(null);

  const confirm = useCallback<Confirm>(
    (options = {}) =>
      new Promise((resolve) => {
        resolver.current?.('cancelled');
        resolver.current = resolve;
        setEverAsked(true);
        setConfig(
          confirmationConfig(options, {
            title: t('confirmation.title'),
            message: t('confirmation.message'),
            confirm: t('confirmation.confirm'),
            cancel: t('confirmation.cancel'),
          }),
        );
      }),
    [t],
  );

  const close = (result: ConfirmationResult) => {
    resolver.current?.(result);
    resolver.current = null;
    setConfig(null);
  };

  const value = useMemo(() => confirm, [confirm]);
  return (
    <ConfirmationContext.Provider value={value}>
      {children}
      {/* Loaded with the first question asked, then kept for the dialog's transitions. */}
      {everAsked && (
        <Suspense fallback={null}>
          <ConfirmationDialog config={config} onClose={close} />
        </Suspense>
      )}
    </ConfirmationContext.Provider>
  );
}

export function useConfirmation(): Confirm {
  const confirm = useContext(ConfirmationContext);
  if (!confirm) throw new Error('useConfirmation needs a ConfirmationProvider above it');
  return confirm;
}
