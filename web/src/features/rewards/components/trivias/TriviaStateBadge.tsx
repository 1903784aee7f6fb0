import { useTranslation } from 'react-i18next';
import { type BadgeTone, SoftBadge } from '../../../../components/badges/SoftBadge';
import type { TriviaState } from './format';

const LOOK: Record<TriviaState, { tone: BadgeTone; icon: string }> = {
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
    <SoftBadge tone={tone} icon={icon}>
      {t(`trivias.state.${state}`)}
    </SoftBadge>
  );
}
