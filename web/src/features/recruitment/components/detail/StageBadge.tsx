import { useTranslation } from 'react-i18next';
import type { ApplicationStage } from '../../api/applications';
import './detail.scss';

/** A pipeline stage as a coloured pill. */
export function StageBadge({ stage }: { stage: ApplicationStage }) {
  const { t } = useTranslation();
  return (
    <span className={`stage-badge stage-${stage}`} data-stage={stage}>
      {t(`candidates.stages.${stage}`)}
    </span>
  );
}
