import { AppIcon } from '../../components/icons';
import type { NavigationItem } from './types';

/** Icon, title, subtitle and badge: the inside of every kind of navigation entry. */
export function NavItemContent({ item, chevron }: { item: NavigationItem; chevron?: boolean }) {
  const initial = (item.title ?? '?').trim().charAt(0).toUpperCase();
  return (
    <>
      {item.icon ? (
        <AppIcon
          name={item.icon}
          className={`vnav-item__icon ${item.classes?.icon ?? ''}`.trim()}
        />
      ) : (
        <span className="vnav-item__icon vnav-item__icon--initial" aria-hidden="true">
          {initial}
        </span>
      )}
      <span className="vnav-item__text">
        <span className={`vnav-item__title ${item.classes?.title ?? ''}`}>{item.title}</span>
        {item.subtitle ? (
          <span className={`vnav-item__subtitle ${item.classes?.subtitle ?? ''}`}>
            {item.subtitle}
          </span>
        ) : null}
      </span>
      {item.badge?.title ? (
        <span className={`vnav-item__badge badge ${item.badge.classes || 'text-bg-primary'}`}>
          {item.badge.title}
        </span>
      ) : null}
      {chevron ? <i className="vnav-item__chevron bi bi-chevron-right" aria-hidden="true" /> : null}
    </>
  );
}
