import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ListExport } from '../../../components/data-table/ListExport';
import { type ExportColumn } from '../../../components/data-table/record-export';
import type { Notice } from '../../../components/toasts/Toasts';
import { type FeedActivity, type FeedFilter, fetchWholeFeed } from '../api/activity-feed';

/** The text of the feed's sanitised HTML. */
function plainText(html: string): string {
  const document = new DOMParser().parseFromString(html, 'text/html');
  return (document.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/** Export of the feed as filtered (`kind`): every activity, not only the pages loaded. */
export function ActivitiesExport({
  kind,
  notify,
}: {
  kind: FeedFilter | null;
  notify?: (variant: Notice['variant'], text: string) => void;
}) {
  const { t } = useTranslation();
  const columns = useMemo<ExportColumn<FeedActivity>[]>(
    () => [
      { label: t('listExport.activities.date'), value: (row) => row.date },
      {
        label: t('listExport.activities.kind'),
        value: (row) => t(`listExport.activities.kinds.${row.kind}`),
      },
      { label: t('listExport.activities.description'), value: (row) => plainText(row.description) },
      { label: t('listExport.activities.extra'), value: (row) => row.extraContent },
      { label: t('listExport.activities.linkText'), value: (row) => row.linkedContent },
      { label: t('listExport.activities.link'), value: (row) => row.link },
      { label: t('listExport.activities.author'), value: (row) => row.author?.name },
    ],
    [t],
  );
  return (
    <ListExport
      id="activities"
      fileBase={kind ? `activities-${kind}` : 'activities'}
      title={t('routes.activities')}
      columns={columns}
      load={({ signal, onProgress }) => fetchWholeFeed(kind, { signal, onProgress })}
      total="unknown"
      notify={notify}
      className="ms-auto"
    />
  );
}
