import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Logo } from '../../components/Logo';
import { useSession } from '../../lib/session';
import type { NavigationDrawer } from '../navigation/useNavigationDrawer';

/** Where the skip link lands: every layout's <main>. */
export const MAIN_CONTENT_ID = 'main-content';
/** The side navigation's id, which the menu buttons control. */
export const NAVIGATION_ID = 'app-navigation';

/** The company shown beside the logo: the signed-in user's, or the product's name. */
export function useCompanyName(): string {
  const { t } = useTranslation();
  const { user } = useSession();
  return user?.empresa?.trim() || t('common.appName');
}

/**
 * The first link of every layout, visible when focused. It moves the focus itself: with
 * `<base href="/">` a bare `#main-content` would lead to the root page.
 */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a
      className="skip-link"
      href={`#${MAIN_CONTENT_ID}`}
      onClick={(event) => {
        const main = document.getElementById(MAIN_CONTENT_ID);
        if (!main) return;
        event.preventDefault();
        main.focus();
        main.scrollIntoView();
      }}
    >
      {t('layout.skipToContent')}
    </a>
  );
}

export interface BrandProps {
  /** Show the company (user's empresa) instead of the product name. */
  company?: boolean;
  /** Only the logo: for narrow navigations. */
  logoOnly?: boolean;
  size?: number;
  className?: string;
}

/** Logo and name, linking to the start page. */
export function Brand({ company = false, logoOnly = false, size = 32, className }: BrandProps) {
  const { t } = useTranslation();
  const companyName = useCompanyName();
  const name = company ? companyName : t('common.appName');
  const tagline = company ? t('layout.tagline') : null;
  // The accessible name holds the visible text (WCAG 2.5.3, label in name).
  const visibleText = logoOnly ? name : [name, tagline].filter(Boolean).join(' ');
  return (
    <Link
      to="/"
      className={`app-brand${className ? ` ${className}` : ''}`}
      aria-label={t('layout.homeLink', { company: visibleText })}
    >
      <Logo size={size} className="app-brand__logo" />
      {logoOnly ? null : (
        <span className="app-brand__text">
          <span className="app-brand__name">{name}</span>
          {tagline ? <span className="app-brand__tagline">{tagline}</span> : null}
        </span>
      )}
    </Link>
  );
}

/** The signed-in user's picture, or a default icon. */
export function UserAvatar({ size = 40, className }: { size?: number; className?: string }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const style = { width: size, height: size };
  if (user?.avatar) {
    return (
      <img src={user.avatar} alt="" className={`user-avatar ${className ?? ''}`} style={style} />
    );
  }
  return (
    <span
      className={`user-avatar user-avatar--default ${className ?? ''}`}
      style={{ ...style, fontSize: size * 0.55 }}
      role="img"
      aria-label={t('layout.user.noAvatar')}
    >
      <i className="bi bi-person-fill" aria-hidden="true" />
    </span>
  );
}

/** The signed-in user: picture, name and address (classy's card, futuristic's footer). */
export function UserCard({ variant }: { variant: 'card' | 'row' }) {
  const { t } = useTranslation();
  const { user } = useSession();
  if (!user) return null;
  const name = `${user.name} ${user.surname ?? ''}`.trim();
  return (
    <div
      className={`user-card user-card--${variant}`}
      aria-label={t('layout.user.signedIn', { name })}
      role="group"
    >
      <span className="user-card__avatar">
        <UserAvatar size={variant === 'card' ? 88 : 40} />
        <span
          className={`user-card__status user-card__status--${user.status}`}
          aria-hidden="true"
        />
      </span>
      <span className="user-card__text">
        <span className="user-card__name">{name}</span>
        <span className="user-card__email">{user.email}</span>
      </span>
    </div>
  );
}

/** The hamburger button that opens and closes the side navigation. */
export function NavigationToggle({
  drawer,
  className,
}: {
  drawer: NavigationDrawer;
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className={`btn app-icon-button nav-toggle${className ? ` ${className}` : ''}`}
      aria-label={t('layout.menu.toggle')}
      aria-controls={NAVIGATION_ID}
      aria-expanded={drawer.opened}
      onClick={drawer.toggle}
      data-testid="navigation-toggle"
    >
      <i className="bi bi-list" aria-hidden="true" />
    </button>
  );
}

/** The copyright line with the current year. */
export function LayoutFooter({ className }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <footer className={`app-footer${className ? ` ${className}` : ''}`}>
      <span>{t('layout.copyright', { year: String(new Date().getFullYear()) })}</span>
    </footer>
  );
}
