import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { isNotFound } from '../../../lib/api/errors';
import { useBanner } from '../api/banners';
import { BannerForm } from '../components/banners/BannerForm';
import type { Flash } from '../../../lib/useFlash';
import { BANNERS_PATH } from '../lib/paths';

/** apps/new-banner: a new banner, or with ?id= the one to edit. */
export function BannerFormPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const id = searchParams.get('id');
  const banner = useBanner(id);

  return (
    <>
      <nav aria-label={t('banners.form.breadcrumb')} className="mb-2">
        <Link to={BANNERS_PATH} className="small text-decoration-none">
          <i className="bi bi-arrow-left me-1" aria-hidden="true" />
          {t('banners.form.back')}
        </Link>
      </nav>
      <div className="page-header">
        <h1 className="page-header__title">
          {id
            ? t('banners.form.editTitle', { title: banner.data?.title ?? '' })
            : t('banners.form.createTitle')}
        </h1>
        <p className="text-body-secondary mb-0 mt-1">{t('banners.form.subtitle')}</p>
      </div>
      {id && banner.isError && !banner.data ? (
        <ErrorAlert
          error={banner.error}
          title={t('banners.form.loadFailed')}
          onRetry={() => void banner.refetch()}
          retrying={banner.isFetching}
        />
      ) : id && banner.isPending ? (
        <div className="py-5 text-center">
          <Spinner animation="border" role="status">
            <span className="visually-hidden">{t('common.loading')}</span>
          </Spinner>
        </div>
      ) : (
        <BannerForm
          key={banner.data?.id ?? 'new'}
          banner={id ? banner.data : undefined}
          // Read before, gone now: the form stays, with its edits, and says so.
          deleted={!!id && isNotFound(banner.error)}
          backTo={BANNERS_PATH}
          onSaved={(saved, created) => {
            const flash: Flash = {
              text: created
                ? t('banners.done.created', { title: saved.title })
                : t('banners.done.updated', { title: saved.title }),
            };
            void navigate(BANNERS_PATH, { state: { flash } });
          }}
        />
      )}
    </>
  );
}

export { BannerFormPage as Component };
