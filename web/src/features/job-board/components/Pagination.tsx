import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { homeHref, type HomeParams } from '../api/public-board';

/** Previous and next page as links (the page lives in the address), and where we are. */
export function Pagination({
  params,
  page,
  lastPage,
}: {
  params: HomeParams;
  page: number;
  lastPage: number;
}) {
  const { t } = useTranslation();
  if (lastPage <= 1) return null;
  return (
    <nav className="job-board__pages" aria-label={t('publicBoard.pages.label')}>
      {page > 1 && (
        <Link
          className="job-board__page-link"
          // Past the last page (an old link), it leads back to the last one.
          to={homeHref({ ...params, page: Math.min(page - 1, lastPage) })}
          rel="prev"
        >
          {t('publicBoard.pages.previous')}
        </Link>
      )}
      <span className="job-board__page-status">
        {t('publicBoard.pages.status', { page, lastPage })}
      </span>
      {page < lastPage && (
        <Link
          className="job-board__page-link"
          to={homeHref({ ...params, page: page + 1 })}
          rel="next"
        >
          {t('publicBoard.pages.next')}
        </Link>
      )}
    </nav>
  );
}
