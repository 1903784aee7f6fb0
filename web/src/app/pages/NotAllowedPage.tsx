import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { RoleBadges } from '../../components/access/RoleBadges';
import { StatusPage } from '../../components/StatusPage';
import { effectiveRoles, type Role } from '../../lib/access';
import { useRouteHandle } from '../../shell/route-handle';

export interface NotAllowedPageProps {
  /** The roles of which the screen needs one. */
  required: readonly Role[];
  /** The roles the account holds. */
  held: readonly Role[];
}

/**
 * A screen the account's roles do not open, shown inside the app's frame: which screen,
 * which role it needs, which roles the account has, and the way home.
 */
export function NotAllowedPage({ required, held }: NotAllowedPageProps) {
  const { t } = useTranslation();
  const handle = useRouteHandle();
  const screen = handle ? t(handle.titleKey) : t('common.appName');
  const roles = effectiveRoles(held);
  return (
    <div data-testid="not-allowed">
      <StatusPage
        icon="shield-lock"
        logo={false}
        title={t('access.notAllowed.title')}
        text={t('access.notAllowed.text', { screen })}
        details={
          <dl className="not-allowed__roles">
            <dt>{t('access.notAllowed.needs', { count: required.length })}</dt>
            <dd>
              <RoleBadges roles={required} />
            </dd>
            <dt>{t('access.notAllowed.yours')}</dt>
            <dd>
              {roles.length ? (
                <RoleBadges roles={roles} />
              ) : (
                <span className="text-body-secondary">{t('access.notAllowed.noRoles')}</span>
              )}
            </dd>
          </dl>
        }
        note={t('access.notAllowed.ask')}
      >
        <Link to="/" className="btn btn-primary">
          <i className="bi bi-house-door me-2" aria-hidden="true" />
          {t('access.notAllowed.home')}
        </Link>
      </StatusPage>
    </div>
  );
}
