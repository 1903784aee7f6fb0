import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigation } from 'react-router';
import {
  type PendingRequests,
  pendingRequests,
  usePendingRequestCount,
} from '../lib/api/pending-requests';

export const PROGRESS_RANGE_MESSAGE = 'Progress value must be between 0 and 100!';

export interface LoadingBarProps {
  /** Determinate progress from 0 to 100; without it the bar is indeterminate. */
  value?: number;
  /** The counter to follow; the API client's by default. */
  store?: PendingRequests;
}

function isValidProgress(value: number): boolean {
  return Number.isFinite(value) && value >= 0 && value <= 100;
}

/**
 * A 6 px bar fixed to the top of the window, shown while any API request is pending or
 * a navigation is loading its screen.
 */
export function LoadingBar({ value, store = pendingRequests }: LoadingBarProps) {
  const { t } = useTranslation();
  const pending = usePendingRequestCount(store);
  const navigating = useNavigation().state !== 'idle';
  const invalid = value !== undefined && !isValidProgress(value);

  useEffect(() => {
    if (invalid) console.error(PROGRESS_RANGE_MESSAGE);
  }, [invalid, value]);

  if (pending === 0 && !navigating) return null;
  const determinate = value !== undefined && !invalid;
  return (
    <div
      className={`loading-bar ${determinate ? 'loading-bar--determinate' : 'loading-bar--indeterminate'}`}
      role="progressbar"
      aria-label={t('shell.loadingBar')}
      aria-valuemin={determinate ? 0 : undefined}
      aria-valuemax={determinate ? 100 : undefined}
      aria-valuenow={determinate ? value : undefined}
      data-testid="loading-bar"
    >
      <div
        className="loading-bar__indicator"
        style={determinate ? { width: `${value}%` } : undefined}
      />
    </div>
  );
}
