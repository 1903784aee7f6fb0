import { useTranslation } from 'react-i18next';
import { SoftBadge } from '../../../../components/badges/SoftBadge';
import type { MemberStatus } from '../../api/members';

/** Active / blocked as a soft pill (icon and word, never colour alone). */
export function MemberStatusBadge({ status }: { status: MemberStatus }) {
  const { t } = useTranslation();
  const blocked = status === 'blocked';
  return (
    <SoftBadge tone={blocked ? 'danger' : 'success'} icon={blocked ? 'bi-lock' : 'bi-check-circle'}>
      {t(`members.status.${status}`)}
    </SoftBadge>
  );
}
