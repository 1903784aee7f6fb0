import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ListExport } from '../../../../components/data-table/ListExport';
import { type ExportColumn, wholeLoader } from '../../../../components/data-table/record-export';
import type { Notice } from '../../../../components/toasts/Toasts';
import { type Banner, fetchBanners } from '../../api/banners';
import { bannerShowing } from '../../lib/banner-schedule';

/** Export of every banner, in the home page's order. */
export function BannersExport({
  total,
  notify,
}: {
  total: number | undefined;
  notify?: (variant: Notice['variant'], text: string) => void;
}) {
  const { t } = useTranslation();
  const columns = useMemo<ExportColumn<Banner>[]>(
    () => [
      { label: t('listExport.banners.position'), value: (_row, index) => index + 1 },
      { label: t('listExport.banners.title'), value: (row) => row.title },
      { label: t('listExport.banners.link'), value: (row) => row.link },
      {
        label: t('listExport.banners.active'),
        value: (row) => t(row.active ? 'listExport.yes' : 'listExport.no'),
      },
      {
        label: t('listExport.banners.showing'),
        value: (row) => t(`banners.showing.${bannerShowing(row)}`),
      },
      { label: t('listExport.banners.startsAt'), value: (row) => row.startsAt },
      { label: t('listExport.banners.endsAt'), value: (row) => row.endsAt },
      { label: t('listExport.banners.image'), value: (row) => row.image },
    ],
    [t],
  );
  return (
    <ListExport
      id="banners"
      fileBase="banners"
      title={t('routes.banners')}
      columns={columns}
      load={wholeLoader(fetchBanners)}
      total={total ?? 'unknown'}
      notify={notify}
    />
  );
}
