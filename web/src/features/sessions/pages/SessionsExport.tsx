import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ListExport } from '../../../components/data-table/ListExport';
import { type ExportColumn, wholeLoader } from '../../../components/data-table/record-export';
import type { Notice } from '../../../components/toasts/Toasts';
import { describeUserAgent } from '../../../lib/format';
import { fetchSessions, type LiveSession } from '../api/sessions';

/** Export of the sessions shown: the caller's own, or every account's (`all`). */
export function SessionsExport({
  all,
  total,
  notify,
}: {
  all: boolean;
  total: number | undefined;
  notify?: (variant: Notice['variant'], text: string) => void;
}) {
  const { t } = useTranslation();
  const columns = useMemo<ExportColumn<LiveSession>[]>(
    () => [
      { label: t('sessions.columns.account'), value: (row) => row.accountName },
      { label: t('listExport.sessions.email'), value: (row) => row.accountEmail },
      {
        label: t('sessions.columns.device'),
        value: (row) => {
          const device = describeUserAgent(row.userAgent);
          return device.browser || device.system
            ? t('sessions.device', {
                browser: device.browser || t('sessions.unknownBrowser'),
                system: device.system || t('sessions.unknownSystem'),
              })
            : t('sessions.unknownDevice');
        },
      },
      { label: t('sessions.columns.ip'), value: (row) => row.ip },
      { label: t('sessions.columns.started'), value: (row) => row.createdAt },
      { label: t('sessions.columns.lastSeen'), value: (row) => row.lastSeenAt },
      { label: t('listExport.sessions.expires'), value: (row) => row.expiresAt },
      {
        label: t('listExport.sessions.current'),
        value: (row) => t(row.current ? 'listExport.yes' : 'listExport.no'),
      },
      { label: t('listExport.sessions.userAgent'), value: (row) => row.userAgent },
    ],
    [t],
  );
  return (
    <ListExport
      id="sessions"
      fileBase={all ? 'sessions-all-accounts' : 'sessions'}
      title={t('routes.usuariosLogueados')}
      columns={columns}
      load={wholeLoader((signal) => fetchSessions({ all }, signal))}
      total={total ?? 'unknown'}
      notify={notify}
    />
  );
}
