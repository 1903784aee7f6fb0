import { useTranslation } from 'react-i18next';
import type { AccountState } from '../api/accounts';

const TONE: Record<AccountState, { tone: string; icon: string }> = {
  pending: { tone: 'warning', icon: 'hourglass-split' },
  active: { tone: 'success', icon: 'check-circle' },
  rejected: { tone: 'danger', icon: 'x-octagon' },
  deactivated: { tone: 'secondary', icon: 'slash-circle' },
};

/** An account's state as a badge with an icon (colour is never the only cue). */
export function StateBadge({ state }: { state: AccountState }) {
  const { t } = useTranslation();
  const { tone, icon } = TONE[state];
  return (
    <span
      className={`badge rounded-pill bg-${tone}-subtle text-${tone}-emphasis border border-${tone}-subtle`}
      data-state={state}
    >
      <i className={`bi bi-${icon} me-1`} aria-hidden="true" />
      {t(`accounts.states.${state}`)}
    </span>
  );
}
