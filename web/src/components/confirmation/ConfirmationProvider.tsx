import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
} from 'react';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';
import {
  BOOTSTRAP_VARIANT,
  type ConfirmationConfig,
  confirmationConfig,
  type ConfirmationOptions,
  type ConfirmationResult,
} from './confirmation-config';

type Confirm = (options?: ConfirmationOptions) => Promise<ConfirmationResult>;

const ConfirmationContext = createContext<Confirm | null>(null);

/**
 * One confirmation dialog for the whole app; every destructive action asks through
 * `useConfirmation()`. It closes with 'confirmed' or 'cancelled'.
 */
export function ConfirmationProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [config, setConfig] = useState<ConfirmationConfig | null>(null);
  const resolver = useRef<((result: ConfirmationResult) => void) | null>(null);

  const confirm = useCallback<Confirm>(
    (options = {}) =>
      new Promise((resolve) => {
        resolver.current?.('cancelled');
        resolver.current = resolve;
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
      <Modal
        show={config !== null}
        onHide={() => close('cancelled')}
        backdrop={config?.dismissible ? true : 'static'}
        keyboard={config?.dismissible ?? false}
        centered
        dialogClassName="confirmation-dialog"
        aria-labelledby="confirmation-title"
      >
        {config && (
          <>
            <Modal.Body className="d-flex gap-3 pt-4">
              {config.icon.show && (
                <div
                  className={`confirmation-dialog__icon text-${BOOTSTRAP_VARIANT[config.icon.color]}`}
                >
                  <i className={`bi ${config.icon.name}`} aria-hidden="true" />
                </div>
              )}
              <div>
                <h2 id="confirmation-title" className="h5 mb-2">
                  {config.title}
                </h2>
                <p className="mb-0 text-body-secondary">{config.message}</p>
              </div>
            </Modal.Body>
            <Modal.Footer className="border-0">
              {config.actions.cancel.show && (
                <Button variant="outline-secondary" onClick={() => close('cancelled')}>
                  {config.actions.cancel.label}
                </Button>
              )}
              {config.actions.confirm.show && (
                <Button
                  variant={BOOTSTRAP_VARIANT[config.actions.confirm.color]}
                  onClick={() => close('confirmed')}
                >
                  {config.actions.confirm.label}
                </Button>
              )}
            </Modal.Footer>
          </>
        )}
      </Modal>
    </ConfirmationContext.Provider>
  );
}

export function useConfirmation(): Confirm {
  const confirm = useContext(ConfirmationContext);
  if (!confirm) throw new Error('useConfirmation needs a ConfirmationProvider above it');
  return confirm;
}
