import Badge from 'react-bootstrap/Badge';
import { useTranslation } from 'react-i18next';
import type { Banner } from '../../api/banners';
import { bannerShowing } from '../../lib/banner-schedule';

const LOOK = {
  showing: {
    icon: 'bi-broadcast',
    className: 'bg-success-subtle text-success-emphasis border border-success-subtle',
  },
  scheduled: {
    icon: 'bi-calendar-event',
    className: 'bg-info-subtle text-info-emphasis border border-info-subtle',
  },
  ended: {
    icon: 'bi-calendar-x',
    className: 'bg-secondary-subtle text-secondary-emphasis border border-secondary-subtle',
  },
  inactive: {
    icon: 'bi-eye-slash',
    className: 'bg-secondary-subtle text-secondary-emphasis border border-secondary-subtle',
  },
} as const;

/** Whether the banner is on the public home page now, and if not, why. */
export function ShowingBadge({
  banner,
  now,
}: {
  banner: Pick<Banner, 'active' | 'startsAt' | 'endsAt'>;
  now: Date;
}) {
  const { t } = useTranslation();
  const state = bannerShowing(banner, now);
  const look = LOOK[state];
  return (
    <Badge pill bg="" className={look.className} data-showing={state}>
      <i className={`bi ${look.icon} me-1`} aria-hidden="true" />
      {t(`banners.showing.${state}`)}
    </Badge>
  );
}
