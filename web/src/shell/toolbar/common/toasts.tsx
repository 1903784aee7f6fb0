import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
} from 'react';
import Toast from 'react-bootstrap/Toast';
import ToastContainer from 'react-bootstrap/ToastContainer';
import { useTranslation } from 'react-i18next';

export type ToastVariant = 'danger' | 'success' | 'info';

interface ToastItem {
  id: number;
  message: string;
  variant: ToastVariant;
}

type ShowToast = (message: string, variant?: ToastVariant) => void;

const ToastContext = createContext<ShowToast | null>(null);

export const TOAST_DELAY_MS = 6_000;

/** A small stack of toasts for the toolbar's tools (fullscreen refused, a save failed). */
export function ToolbarToasts({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  const nextId = useRef(1);

  const show = useCallback<ShowToast>((message, variant = 'danger') => {
    const id = nextId.current++;
    // The same message twice in a row is shown once.
    setToasts((current) => [
      ...current.filter((toast) => toast.message !== message),
      { id, message, variant },
    ]);
  }, []);

  const dismiss = (id: number) =>
    setToasts((current) => current.filter((toast) => toast.id !== id));

  const value = useMemo(() => show, [show]);
  return (
    <ToastContext.Provider value={value}>
      {children}
      <ToastContainer position="top-end" containerPosition="fixed" className="toolbar-toasts">
        {toasts.map((toast) => (
          <Toast
            key={toast.id}
            onClose={() => dismiss(toast.id)}
            delay={TOAST_DELAY_MS}
            autohide
            role={toast.variant === 'danger' ? 'alert' : 'status'}
            className={`toolbar-toast toolbar-toast--${toast.variant}`}
          >
            <Toast.Body className="d-flex align-items-start gap-2">
              <i
                className={`bi ${toast.variant === 'danger' ? 'bi-exclamation-circle-fill' : 'bi-info-circle-fill'} toolbar-toast__icon`}
                aria-hidden="true"
              />
              <div className="flex-grow-1">{toast.message}</div>
              <button
                type="button"
                className="btn-close btn-close-sm"
                aria-label={t('toolbar.toast.close')}
                onClick={() => dismiss(toast.id)}
              />
            </Toast.Body>
          </Toast>
        ))}
      </ToastContainer>
    </ToastContext.Provider>
  );
}

/** Shows a toast; outside ToolbarToasts the message goes to the console instead. */
export function useToolbarToast(): ShowToast {
  const show = useContext(ToastContext);
  return show ?? fallback;
}

function fallback(message: string): void {
  console.warn(message);
}
