import { useCallback, useState } from 'react';
import Card from 'react-bootstrap/Card';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/data-table';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { Toasts, useNotices } from '../../../components/toasts/Toasts';
import { useBanners, useReorderBanners } from '../api/banners';
import { BannerList } from '../components/banners/BannerList';
import { BannersExport } from '../components/banners/BannersExport';
import '../components/banners/banners.css';
import '../components/shared/page.css';
import { useBannerActions } from '../components/banners/useBannerActions';
import { type Flash, useFlash } from '../../../lib/useFlash';
import { useNow } from '../components/shared/useNow';
import { bannerShowing, moveId } from '../lib/banner-schedule';
import { BANNER_FORM_PATH } from '../lib/paths';

/** apps/banners: the banners of the public home page, in their order. */
export function BannersPage() {
  const { t } = useTranslation();
  const banners = useBanners();
  const reorder = useReorderBanners();
  const now = useNow();
  const { notices, notify, dismiss } = useNotices();
  const actions = useBannerActions(notify);
  const [announcement, setAnnouncement] = useState('');
  useFlash(useCallback((flash: Flash) => notify('success', flash.text), [notify]));

  const items = actions.without(banners.data) ?? [];
  const showing = items.filter((banner) => bannerShowing(banner, now) === 'showing').length;

  function onMove(from: number, to: number) {
    const moved = items[from];
    if (!moved || to < 0 || to >= items.length || from === to) return;
    // A banner whose delete waits keeps its place last: the order names every banner.
    const waiting = (banners.data ?? []).filter((banner) => !items.includes(banner));
    const ids = [
      ...moveId(
        items.map((banner) => banner.id),
        from,
        to,
      ),
      ...waiting.map((banner) => banner.id),
    ];
    setAnnouncement(
      t('banners.moved', { title: moved.title, position: to + 1, count: items.length }),
    );
    reorder.mutate(ids, {
      onSuccess: () => notify('success', t('banners.done.ordered')),
      onError: (error) =>
        notify('danger', t('banners.done.orderFailed', { reason: error.message })),
    });
  }

  const newButton = (size?: 'sm') => (
    <Link to={BANNER_FORM_PATH} className={`btn btn-primary${size ? ' btn-sm' : ''}`}>
      <i className="bi bi-plus-lg me-1" aria-hidden="true" />
      {t('banners.new')}
    </Link>
  );

  return (
    <>
      <div className="page-header d-flex flex-wrap align-items-end gap-3">
        <div className="rewards-page-header__text me-auto">
          <h1 className="page-header__title">{t('routes.banners')}</h1>
          <p className="text-body-secondary mb-0 mt-1">{t('banners.subtitle')}</p>
        </div>
        <BannersExport total={banners.data?.length} notify={notify} />
        {newButton()}
      </div>
      {banners.isError && !banners.data ? (
        <ErrorAlert
          error={banners.error}
          title={t('banners.loadFailed')}
          onRetry={() => void banners.refetch()}
          retrying={banners.isFetching}
        />
      ) : (
        <>
          {items.length > 0 && (
            <p className="small text-body-secondary mb-2" data-testid="banners-summary">
              {t('banners.summary', { count: items.length, showing })}{' '}
              {items.length > 1 && t('banners.reorderHint')}
            </p>
          )}
          <Card className="overflow-hidden">
            {banners.isPending ? (
              <ul className="list-unstyled mb-0 placeholder-glow" aria-hidden="true">
                {Array.from({ length: 3 }, (_, index) => (
                  <li key={index} className="banner-item">
                    <span className="placeholder rounded" style={{ width: '3rem' }} />
                    <span className="banner-image placeholder" />
                    <span className="banner-item__text">
                      <span className="placeholder col-6 rounded d-block mb-2" />
                      <span className="placeholder col-4 rounded d-block" />
                    </span>
                  </li>
                ))}
              </ul>
            ) : items.length === 0 ? (
              <EmptyState
                icon="bi-images"
                title={t('banners.empty.title')}
                hint={t('banners.empty.hint')}
                action={newButton('sm')}
              />
            ) : (
              <BannerList
                banners={items}
                now={now}
                onMove={onMove}
                onToggle={(banner) => void actions.toggleActive(banner)}
                onDelete={(banner) => void actions.onDelete(banner)}
              />
            )}
          </Card>
        </>
      )}
      <div className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </div>
      <Toasts notices={notices} onClose={dismiss} />
    </>
  );
}

export { BannersPage as Component };
