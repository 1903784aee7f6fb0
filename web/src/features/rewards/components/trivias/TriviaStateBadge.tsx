import Badge from 'react-bootstrap/Badge';
import { useTranslation } from 'react-i18next';
import type { TriviaState } from './format';

const LOOK: Record<TriviaState, { tone: string; icon: string }> = {
  open: { tone: 'success', icon: 'bi-broadcast' },
  scheduled: { tone: 'info', icon: 'bi-calendar-event' },
  closed: { tone: 'secondary', icon: 'bi-calendar-x' },
  inactive: { tone: 'secondary', icon: 'bi-slash-circle' },
};

/** Open now, scheduled, closed or inactive, as a soft pill. */
export function TriviaStateBadge({ state }: { state: TriviaState }) {
  const { t } = useTranslation();
  const { tone, icon } = LOOK[state];
  return (
    <Badge
      pill
      bg=""
      className={`bg-${tone}-subtle text-${tone}-emphasis border border-${tone}-subtle`}
    >
      <i className={`bi ${icon} me-1`} aria-hidden="true" />
      {t(`trivias.state.${state}`)}
    </Badge>
  );
}
