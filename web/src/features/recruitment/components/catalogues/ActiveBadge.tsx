import { useTranslation } from 'react-i18next';
import { SoftBadge } from '../../../../components/badges/SoftBadge';

/** Active / inactive as a soft pill. */
export function ActiveBadge({ active }: { active: boolean }) {
  const { t } = useTranslation();
  return (
    <SoftBadge
      tone={active ? 'success' : 'secondary'}
      icon={active ? 'bi-check-circle' : 'bi-slash-circle'}
    >
      {active ? t('companies.active') : t('companies.inactive')}
    </SoftBadge>
  );
}
