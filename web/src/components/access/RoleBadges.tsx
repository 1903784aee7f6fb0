import { useTranslation } from 'react-i18next';
import type { Role } from '../../lib/access';

const TONE: Record<Role, string> = {
  admin: 'danger',
  recruiter: 'primary',
  rewards: 'success',
};

/** One badge per role, in the order given, e.g. "Administrator" "Recruiter". */
export function RoleBadges({ roles, className }: { roles: readonly Role[]; className?: string }) {
  const { t } = useTranslation();
  return (
    <span className={`d-inline-flex flex-wrap gap-1 ${className ?? ''}`.trim()}>
      {roles.map((role) => (
        <span
          key={role}
          className={`badge rounded-pill bg-${TONE[role]}-subtle text-${TONE[role]}-emphasis border border-${TONE[role]}-subtle`}
          data-role={role}
        >
          {t(`access.roles.${role}`)}
        </span>
      ))}
    </span>
  );
}
