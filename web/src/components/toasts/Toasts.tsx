import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import './toasts.css';
import { useDialogRoom } from './useDialogRoom';

export interface Notice {
  id: number;
  variant: 'success' | 'danger' | 'info';
  text: string;
  /** A newer notice of the same group takes this one's place (one Undo per kind of change). */
  group?: string;
  /** A button in the notice, e.g. Undo; clicking it also closes the notice. */
  action?: NoticeAction;
}

export interface NoticeAction {
  label: string;
  onClick: () => void;
  /**
   * Called when the notice goes without its action taken: it timed out, was closed or was
   * pushed out by newer notices (a delayed delete sends its request then).
   */
  onDismiss?: () => void;
}

export type Notify = (
  variant: Notice['variant'],
  text: string,
  action?: NoticeAction,
  options?: { group?: string },
) => void;

/** How long a notice shows; one with an action (Undo) stays longer, to reach it. */
export const NOTICE_DELAY_MS = 5_000;
export const ACTION_NOTICE_DELAY_MS = 10_000;
const MAX_NOTICES = 4;

let nextId = 1;

/**
 * Short-lived notices of a page after each change ("Acme was saved"), optionally with one
 * action such as Undo; render them with <Toasts>.
 */
export function useNotices() {
  const [notices, setNotices] = useState<Notice[]>([]);
  // The notices as last set, so the ones pushed out can be told outside the state updater.
  const current = useRef<Notice[]>([]);
  const update = useCallback((next: Notice[]) => {
    current.current = next;
    setNotices(next);
  }, []);
  const dismiss = useCallback(
    (id: number) => update(current.current.filter((notice) => notice.id !== id)),
    [update],
  );
  const notify = useCallback<Notify>(
    (variant, text, action, options) => {
      const group = options?.group;
      const notice: Notice = {
        id: nextId++,
        variant,
        text,
        ...(action ? { action } : {}),
        ...(group ? { group } : {}),
      };
      const replaced = group ? current.current.filter((old) => old.group === group) : [];
      const all = [...current.current.filter((old) => !replaced.includes(old)), notice];
      const dropped = [...replaced, ...all.slice(0, Math.max(0, all.length - MAX_NOTICES))];
      update(all.slice(-MAX_NOTICES));
      for (const old of dropped) old.action?.onDismiss?.();
    },
    [update],
  );
  return { notices, notify, dismiss };
}

const ICON: Record<Notice['variant'], string> = {
  success: 'bi-check-circle-fill text-success',
  danger: 'bi-exclamation-octagon-fill text-danger',
  info: 'bi-info-circle-fill text-info',
};

/**
 * The page's notices, bottom right. The container is always there and polite, so a screen
 * reader reads each new notice; a failure is an alert. An open dialog they would stand
 * over (on a phone) ends above them while they show.
 */
export function Toasts({ notices, onClose }: { notices: Notice[]; onClose: (id: number) => void }) {
  const stack = useRef<HTMLDivElement>(null);
  useDialogRoom(stack, notices.length > 0);
  return (
    <div
      ref={stack}
      className="toast-container app-toasts position-fixed bottom-0 end-0 p-3"
      aria-live="polite"
    >
      {notices.map((notice) => (
        <NoticeToast key={notice.id} notice={notice} onClose={() => onClose(notice.id)} />
      ))}
    </div>
  );
}

/**
 * A timer that can wait: while `paused` the time left is kept, and it runs on from there.
 * Calls `onDone` once the time is used up.
 */
function usePausableTimeout(delay: number, paused: boolean, onDone: () => void) {
  const left = useRef(delay);
  const done = useRef(onDone);
  useEffect(() => {
    done.current = onDone;
  }, [onDone]);
  useEffect(() => {
    if (paused) return undefined;
    const started = Date.now();
    const timer = window.setTimeout(() => done.current(), left.current);
    return () => {
      window.clearTimeout(timer);
      left.current = Math.max(0, left.current - (Date.now() - started));
    };
  }, [paused]);
}

/** One notice; it waits while the pointer or the focus is on it (to reach its action). */
function NoticeToast({ notice, onClose }: { notice: Notice; onClose: () => void }) {
  const { t } = useTranslation();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const delay =
    notice.variant === 'danger' || notice.action ? ACTION_NOTICE_DELAY_MS : NOTICE_DELAY_MS;
  const element = useRef<HTMLDivElement>(null);
  // Where the keyboard came from, to go back there when the notice closes under it.
  const cameFrom = useRef<HTMLElement | null>(null);
  const close = useCallback(() => {
    const back = cameFrom.current;
    if (element.current?.contains(document.activeElement) && back?.isConnected) back.focus();
    onClose();
  }, [onClose]);
  const dismiss = useCallback(() => {
    notice.action?.onDismiss?.();
    close();
  }, [notice.action, close]);
  usePausableTimeout(delay, hovered || focused, dismiss);
  return (
    <div
      className={`toast show shadow app-toast app-toast--${notice.variant}`}
      role={notice.variant === 'danger' ? 'alert' : undefined}
      aria-atomic="true"
      data-testid="toast"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      ref={element}
      onFocus={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) {
          cameFrom.current =
            event.relatedTarget instanceof HTMLElement ? event.relatedTarget : null;
        }
        setFocused(true);
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') dismiss();
      }}
    >
      <div className="toast-body d-flex align-items-start gap-2">
        <i className={`bi ${ICON[notice.variant]} mt-1`} aria-hidden="true" />
        <span className="flex-grow-1 app-toast__text">{notice.text}</span>
        {notice.action && (
          <button
            type="button"
            className="btn btn-sm btn-outline-primary app-toast__action"
            onClick={() => {
              notice.action?.onClick();
              close();
            }}
          >
            {notice.action.label}
          </button>
        )}
        <button
          type="button"
          className="btn-close btn-close-sm ms-1 mt-1"
          aria-label={t('dataTable.dismiss')}
          onClick={dismiss}
        />
      </div>
    </div>
  );
}
