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
import { type ControlPlace, keepFocusNear, placeOf } from '../../lib/focus-nearby';

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
  // Where the control that asked sat: its row may be gone once the answer is acted on.
  const asker = useRef<{ control: Element | null; place?: ControlPlace }>({ control: null });

  const confirm = useCallback<Confirm>(
    (options = {}) =>
      new Promise((resolve) => {
        resolver.current?.('cancelled');
        resolver.current = resolve;
        const control = document.activeElement;
        asker.current = { control, place: placeOf(control) };
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

  /**
   * The dialog has gone and the focus is back on the control that asked: should the
   * answer take the control's row away (now, or once the server agrees), near it.
   */
  const closed = () => {
    const { control, place } = asker.current;
    asker.current = { control: null };
    keepFocusNear(control, place);
  };

  const value = useMemo(() => confirm, [confirm]);
  return (
    <ConfirmationContext.Provider value={value}>
      {children}
      {/* Loaded with the first question asked, then kept for the dialog's transitions. */}
      {everAsked && (
        <Suspense fallback={null}>
          <ConfirmationDialog config={config} onClose={close} onClosed={closed} />
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
