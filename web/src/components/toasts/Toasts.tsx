import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Toast from 'react-bootstrap/Toast';
import ToastContainer from 'react-bootstrap/ToastContainer';

export interface Notice {
  id: number;
  variant: 'success' | 'danger' | 'info';
  text: string;
  /** A button in the notice, e.g. Undo; clicking it also closes the notice. */
  action?: NoticeAction;
}

export interface NoticeAction {
  label: string;
  onClick: () => void;
}

let nextId = 1;

/**
 * Short-lived notices of a page after each change ("Acme was saved"), optionally with one
 * action such as Undo; render them with <Toasts>.
 */
export function useNotices() {
  const [notices, setNotices] = useState<Notice[]>([]);
  const dismiss = useCallback(
    (id: number) => setNotices((current) => current.filter((notice) => notice.id !== id)),
    [],
  );
  const notify = useCallback((variant: Notice['variant'], text: string, action?: NoticeAction) => {
    const notice: Notice = { id: nextId++, variant, text, ...(action ? { action } : {}) };
    setNotices((current) => [...current.slice(-3), notice]);
  }, []);
  return { notices, notify, dismiss };
}

const ICON: Record<Notice['variant'], string> = {
  success: 'bi-check-circle-fill text-success',
  danger: 'bi-exclamation-octagon-fill text-danger',
  info: 'bi-info-circle-fill text-info',
};

/** The page's notices, bottom right, each closing itself after a few seconds. */
export function Toasts({ notices, onClose }: { notices: Notice[]; onClose: (id: number) => void }) {
  return (
    <ToastContainer position="bottom-end" className="p-3 position-fixed" style={{ zIndex: 1090 }}>
      {notices.map((notice) => (
        <NoticeToast key={notice.id} notice={notice} onClose={() => onClose(notice.id)} />
      ))}
    </ToastContainer>
  );
}

/** One notice; it waits while the pointer or the focus is on it (to reach its action). */
function NoticeToast({ notice, onClose }: { notice: Notice; onClose: () => void }) {
  const { t } = useTranslation();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  return (
    <Toast
      onClose={onClose}
      autohide={!hovered && !focused}
      // A notice with an action stays long enough to reach it.
      delay={notice.variant === 'danger' || notice.action ? 8000 : 4000}
      role={notice.variant === 'danger' ? 'alert' : 'status'}
      aria-live={notice.variant === 'danger' ? 'assertive' : 'polite'}
      className="shadow"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
    >
      <Toast.Body className="d-flex align-items-start gap-2">
        <i className={`bi ${ICON[notice.variant]} mt-1`} aria-hidden="true" />
        <span className="flex-grow-1">{notice.text}</span>
        {notice.action && (
          <button
            type="button"
            className="btn btn-link btn-sm p-0 fw-semibold text-decoration-none align-baseline"
            onClick={() => {
              notice.action?.onClick();
              onClose();
            }}
          >
            {notice.action.label}
          </button>
        )}
        <button
          type="button"
          className="btn-close btn-close-sm ms-2"
          aria-label={t('dataTable.dismiss')}
          onClick={onClose}
        />
      </Toast.Body>
    </Toast>
  );
}
