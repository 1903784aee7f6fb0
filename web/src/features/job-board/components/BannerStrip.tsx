import { useTranslation } from 'react-i18next';
import type { PublicBanner } from '../api/public-board';

/**
 * The banners showing now, in their order: a strip that scrolls sideways on narrow
 * screens (each banner snaps into place), a row on wide ones.
 */
export function BannerStrip({ banners }: { banners: readonly PublicBanner[] }) {
  const { t } = useTranslation();
  if (banners.length === 0) return null;
  return (
    <section className="job-board__banners" aria-label={t('publicBoard.banners.label')}>
      <div className="job-board__container">
        <ul className="job-board__banner-list">
          {banners.map((banner) => {
            const content = (
              <>
                {banner.image && (
                  <img
                    className="job-board__banner-image"
                    src={banner.image}
                    alt=""
                    width={320}
                    height={120}
                  />
                )}
                <span className="job-board__banner-title">{banner.title}</span>
              </>
            );
            return (
              <li key={banner.id} className="job-board__banner">
                {banner.link ? (
                  <a className="job-board__banner-link" href={banner.link}>
                    {content}
                  </a>
                ) : (
                  content
                )}
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
