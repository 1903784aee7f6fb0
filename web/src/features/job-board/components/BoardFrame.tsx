import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PublicBrand } from '../../../components/PublicBrand';

/** The public board's header (brand, staff sign-in) and footer around a page. */
export function BoardFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="job-board">
      <header className="job-board__bar">
        <div className="job-board__container job-board__bar-inner">
          <PublicBrand className="job-board__brand" />
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
