import { useTranslation } from 'react-i18next';
import { SoftBadge } from '../../../components/badges/SoftBadge';
import type { ReportRun } from '../api/reports';

const TONE = { running: 'info', succeeded: 'success', failed: 'danger' } as const;
const ICON = {
  running: 'bi-hourglass-split',
  succeeded: 'bi-check-circle',
  failed: 'bi-exclamation-octagon',
} as const;

/** How a run went, in words and colour. */
export function RunStatusBadge({ status }: { status: ReportRun['status'] }) {
  const { t } = useTranslation();
  return (
    <SoftBadge tone={TONE[status]} icon={ICON[status]}>
      {t(`reports.runs.statuses.${status}`)}
    </SoftBadge>
  );
}
