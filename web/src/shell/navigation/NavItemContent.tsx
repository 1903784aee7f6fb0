import { AppIcon } from '../../components/icons';
import type { ShownNavigationItem } from './translate';

/** Icon, title, subtitle and badge: the inside of every kind of navigation entry. */
export function NavItemContent({
  item,
  chevron,
}: {
  item: ShownNavigationItem;
  chevron?: boolean;
}) {
  const initial = (item.title ?? '?')
    .trim()
    .charAt(0)
    .toLocaleUpperCase(item.titleLang || document.documentElement.lang || undefined);
  return (
    <>
      {item.icon ? (
        <AppIcon
          name={item.icon}
          className={`vnav-item__icon ${item.classes?.icon ?? ''}`.trim()}
        />
      ) : (
        <span
          className="vnav-item__icon vnav-item__icon--initial"
          aria-hidden="true"
          lang={item.titleLang}
        >
          {initial}
        </span>
      )}
      <span className="vnav-item__text">
        <span className={`vnav-item__title ${item.classes?.title ?? ''}`} lang={item.titleLang}>
          {item.title}
        </span>
        {item.subtitle ? (
          <span
            className={`vnav-item__subtitle ${item.classes?.subtitle ?? ''}`}
            lang={item.subtitleLang}
          >
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
