import { useCallback, useEffect, useEffectEvent, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { type Blocker, type BlockerFunction, type Location, useBlocker } from 'react-router';
import { useConfirmation } from '../confirmation/ConfirmationProvider';

/** Whether an in-app move from `current` to `next` leaves the draft behind. */
export type LeavesDraft = (current: Location, next: Location) => boolean;

export interface LeaveGuardOptions {
  /**
   * Which in-app moves count as leaving. By default a move to another screen (path): a
   * change of the search alone (a list's page, a form that now edits what it created)
   * keeps the draft on screen.
   */
  leaves?: LeavesDraft;
  /** The question's own words, where a screen has better ones than the generic texts. */
  title?: string;
  message?: string;
  confirmLabel?: string;
}

export interface LeaveGuard {
  /**
   * The navigation started next, in the same task, goes without asking: call it right
   * before the one a successful save makes, or a Cancel that means "discard".
   */
  allowLeave: () => void;
}

const toAnotherScreen: LeavesDraft = (current, next) => current.pathname !== next.pathname;

/**
 * Unsaved changes are not lost without a word: while `dirty`, leaving for another screen
 * asks through the app's confirmation dialog (Leave goes on, Cancel stays with the draft),
 * and a reload or a closed tab gets the browser's own warning.
 */
export function useLeaveGuard(
  dirty: boolean,
  { leaves = toAnotherScreen, title, message, confirmLabel }: LeaveGuardOptions = {},
): LeaveGuard {
  const { t } = useTranslation();
  const confirm = useConfirmation();
  // Read when the navigation starts, not at render: the save that ends the draft navigates
  // in the same task, before the form renders clean.
  const allowed = useRef(false);

  const blocker = useBlocker(
    useCallback<BlockerFunction>(
      ({ currentLocation, nextLocation }) =>
        dirty && !allowed.current && leaves(currentLocation, nextLocation),
      [dirty, leaves],
    ),
  );

  const ask = useEffectEvent((blocked: Blocker & { state: 'blocked' }) => {
    void confirm({
      title: title ?? t('forms.leave.title'),
      message: message ?? t('forms.leave.message'),
      actions: { confirm: { label: confirmLabel ?? t('forms.leave.confirm') } },
    }).then((answer) => (answer === 'confirmed' ? blocked.proceed() : blocked.reset()));
  });
  useEffect(() => {
    if (blocker.state === 'blocked') ask(blocker);
  }, [blocker]);

  useEffect(() => {
    if (!dirty) return undefined;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const allowLeave = useCallback(() => {
    allowed.current = true;
    // Only for the navigation in hand: one started later (an await on) asks again.
    queueMicrotask(() => {
      allowed.current = false;
    });
  }, []);
  return { allowLeave };
}
