import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/**
 * The board's mark: the product's tile in one colour (the snapshot the server sends draws
 * the same, so nothing changes when the app takes over).
 */
function BoardLogo() {
  return (
    <svg
      className="job-board__logo"
      width="32"
      height="32"
      viewBox="0 0 32 32"
      aria-hidden="true"
      focusable="false"
    >
      <rect width="32" height="32" rx="8" fill="#0f766e" />
      <path
        d="M9.5 10.5h13M16 10.5v12"
        fill="none"
        stroke="#fff"
        strokeWidth="3.2"
        strokeLinecap="round"
      />
      <path
        d="M23.5 18.5l.9 1.9 1.9.9-1.9.9-.9 1.9-.9-1.9-1.9-.9 1.9-.9z"
        fill="#ccfbf1"
        stroke="#ccfbf1"
        strokeWidth="0.8"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** The public board's header (brand, staff sign-in) and footer around a page. */
export function BoardFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="job-board">
      <header className="job-board__bar">
        <div className="job-board__container job-board__bar-inner">
          <Link className="job-board__brand" to="/home">
            <BoardLogo />
            <span>{t('publicBoard.brand')}</span>
          </Link>
          <Link className="job-board__staff" to="/sign-in">
            {t('publicBoard.staffSignIn')}
          </Link>
        </div>
      </header>
      {children}
      <footer className="job-board__footer">
        <div className="job-board__container">
          {t('publicBoard.footer', { year: String(new Date().getFullYear()) })}
        </div>
      </footer>
    </div>
  );
}
