import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import Table from 'react-bootstrap/Table';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useConfirmation } from '../../../components/confirmation/ConfirmationProvider';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { Toasts, useNotices } from '../../../components/toasts/Toasts';
import { useCan } from '../../../lib/access';
import { describeUserAgent, formatRelativeTime } from '../../../lib/format';
import { type LiveSession, useRevokeSession, useSessions } from '../api/sessions';
import { SessionsExport } from './SessionsExport';
import './sessions.css';

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('');
}

/**
 * apps/usuarios-logueados: the signed-in person's live sessions, with revoke; an
 * administrator can switch to every account's (`?all=true`, kept in the URL).
 */
export function SessionsPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const confirm = useConfirmation();
  const admin = useCan('admin');
  const [searchParams, setSearchParams] = useSearchParams();
  const all = admin && searchParams.get('all') === 'true';
  const sessions = useSessions({ all });
  const revoke = useRevokeSession();
  const { notices, notify, dismiss } = useNotices();

  function showAll(checked: boolean) {
    setSearchParams((current) => {
      const next = new URLSearchParams(current);
      if (checked) next.set('all', 'true');
      else next.delete('all');
      return next;
    });
  }

  async function onRevoke(session: LiveSession) {
    const answer = await confirm({
      title: t('sessions.revoke.title'),
      message: session.current
        ? t('sessions.revoke.currentMessage')
        : t('sessions.revoke.message', { name: session.accountName || session.accountEmail }),
      actions: { confirm: { label: t('sessions.revoke.confirm') } },
    });
    if (answer !== 'confirmed') return;
    // One's own browser: sign out properly (the sign-out page revokes it and says so).
    if (session.current) {
      void navigate('/sign-out');
      return;
    }
    const name = session.accountName || session.accountEmail;
    try {
      await revoke.mutateAsync(session.id);
      notify('success', t('sessions.revoke.done', { name }));
    } catch (error) {
      notify(
        'danger',
        t('sessions.revoke.failed', {
          name,
          message: error instanceof Error ? error.message : String(error),
        }),
      );
    }
  }

  return (
    <>
      <div className="page-header d-flex flex-wrap align-items-end gap-3">
        <div className="me-auto">
          <h1 className="page-header__title">{t('routes.usuariosLogueados')}</h1>
          <p className="text-body-secondary mb-0 mt-1">
            {all ? t('sessions.subtitleAll') : t('sessions.subtitle')}
          </p>
        </div>
        {admin && (
          <Form.Check
            type="switch"
            id="sessions-all"
            className="mb-1"
            label={t('sessions.showAll')}
            checked={all}
            onChange={(event) => showAll(event.target.checked)}
          />
        )}
        <SessionsExport all={all} total={sessions.data?.length} notify={notify} />
      </div>
      {sessions.isError ? (
        <ErrorAlert
          error={sessions.error}
          title={t('sessions.loadFailed')}
          onRetry={() => void sessions.refetch()}
          retrying={sessions.isFetching}
        />
      ) : (
        <Card className="shadow-sm">
          {sessions.isPending ? (
            <div className="p-5 text-center">
              <Spinner animation="border" role="status">
                <span className="visually-hidden">{t('common.loading')}</span>
              </Spinner>
            </div>
          ) : sessions.data.length === 0 ? (
            <div className="p-5 text-center text-body-secondary">
              {all ? t('sessions.emptyAll') : t('sessions.empty')}
            </div>
          ) : (
            <Table responsive hover className="mb-0 align-middle sessions-table">
              <thead>
                <tr>
                  <th scope="col">{t('sessions.columns.account')}</th>
                  <th scope="col">{t('sessions.columns.device')}</th>
                  <th scope="col">{t('sessions.columns.ip')}</th>
                  <th scope="col">{t('sessions.columns.started')}</th>
                  <th scope="col">{t('sessions.columns.lastSeen')}</th>
                  <th scope="col">
                    <span className="visually-hidden">{t('sessions.columns.actions')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {sessions.data.map((session) => {
                  const device = describeUserAgent(session.userAgent);
                  return (
                    <tr key={session.id} data-testid="session-row" data-session-id={session.id}>
                      <td>
                        <div className="d-flex align-items-center gap-2">
                          <span className="avatar-initials" aria-hidden="true">
                            {initials(session.accountName || session.accountEmail)}
                          </span>
                          <div className="min-w-0">
                            <div className="fw-semibold">
                              {session.accountName}{' '}
                              {session.current && (
                                <Badge bg="primary" pill className="ms-1">
                                  {t('sessions.current')}
                                </Badge>
                              )}
                            </div>
                            <div className="small text-body-secondary text-break">
                              {session.accountEmail}
                            </div>
                          </div>
                        </div>
                      </td>
                      <td title={session.userAgent} data-label={t('sessions.columns.device')}>
                        {device.browser || device.system
                          ? t('sessions.device', {
                              browser: device.browser || t('sessions.unknownBrowser'),
                              system: device.system || t('sessions.unknownSystem'),
                            })
                          : t('sessions.unknownDevice')}
                      </td>
                      <td className="font-monospace small" data-label={t('sessions.columns.ip')}>
                        {session.ip || '—'}
                      </td>
                      <td data-label={t('sessions.columns.started')}>
                        <time dateTime={session.createdAt}>
                          {formatRelativeTime(session.createdAt, i18n.language)}
                        </time>
                      </td>
                      <td data-label={t('sessions.columns.lastSeen')}>
                        <time dateTime={session.lastSeenAt}>
                          {formatRelativeTime(session.lastSeenAt, i18n.language)}
                        </time>
                      </td>
                      <td className="text-end sessions-table__actions">
                        <Button
                          size="sm"
                          variant="outline-danger"
                          onClick={() => void onRevoke(session)}
                          disabled={revoke.isPending && revoke.variables === session.id}
                        >
                          <i className="bi bi-x-circle me-1" aria-hidden="true" />
                          {t('sessions.revoke.button')}
                        </Button>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </Table>
          )}
        </Card>
      )}
      <Toasts notices={notices} onClose={dismiss} />
    </>
  );
}

export { SessionsPage as Component };
