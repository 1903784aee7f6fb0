import Dropdown from 'react-bootstrap/Dropdown';
import { useTranslation } from 'react-i18next';
import { usePageScheme } from './common/usePageScheme';
import { Link } from 'react-router';
import { isAdmin } from '../../lib/access';
import { useSession } from '../../lib/session';
import { useSettingsOpener } from '../settings/settings-opener';
import { USER_STATUSES, type UserStatus, useUpdateUserStatus } from './api/user';
import { useToolbarToast } from './common/toasts';
import { activeLanguage, LANGUAGE_LIST } from './languages';
import { MenuHeading } from '../../components/MenuHeading';

const STATUS_KEYS = {
  online: 'toolbar.status.online',
  away: 'toolbar.status.away',
  busy: 'toolbar.status.busy',
  'not-visible': 'toolbar.status.not-visible',
} as const satisfies Record<UserStatus, string>;

/**
 * The signed-in person: avatar with a status dot; 'Signed in as' and the email; the
 * status choice (saved at once); the live sessions, for administrators the system health
 * and the audit trail, and the way out ('Sign out'; in Spanish 'Iniciado como' and 'Cerrar sesión').
 * Below the sm breakpoint it also holds the settings and the language choice, which leave
 * the bar there.
 */
export function UserMenu() {
  const { t, i18n } = useTranslation();
  const openSettings = useSettingsOpener();
  const scheme = usePageScheme();
  const { user } = useSession();
  const updateStatus = useUpdateUserStatus();
  const toast = useToolbarToast();
  if (!user) return null;
  const fullName = `${user.name} ${user.surname}`.trim();
  const statusLabel = t(STATUS_KEYS[user.status]);
  const language = activeLanguage(i18n.resolvedLanguage ?? i18n.language);

  function chooseStatus(status: UserStatus) {
    if (status === user?.status) return;
    updateStatus.mutate(status, { onError: () => toast(t('toolbar.status.saveFailed')) });
  }

  return (
    <Dropdown align="end" className="user-menu">
      <Dropdown.Toggle
        variant="link"
        className="user-menu__toggle"
        aria-label={t('shell.userMenu.button', { name: fullName })}
      >
        <span className="user-menu__avatar-wrap">
          {user.avatar ? (
            <img src={user.avatar} alt="" className="user-menu__avatar" />
          ) : (
            <i className="bi bi-person-circle user-menu__icon" aria-hidden="true" />
          )}
          <span
            className={`status-dot status-dot--${user.status}`}
            data-testid="user-status-dot"
            data-status={user.status}
            title={t('shell.userMenu.status', { status: statusLabel })}
          />
        </span>
        <span className="user-menu__name d-none d-md-inline">{fullName}</span>
      </Dropdown.Toggle>
      <Dropdown.Menu data-bs-theme={scheme} className="toolbar-menu user-menu__menu">
        <MenuHeading className="user-menu__header">
          <div className="small">{t('shell.userMenu.signedInAs')}</div>
          <div className="fw-semibold text-body text-truncate">{user.email}</div>
        </MenuHeading>
        <Dropdown.Divider />
        <MenuHeading>{t('toolbar.status.title')}</MenuHeading>
        {USER_STATUSES.map((status) => (
          <Dropdown.Item
            key={status}
            as="button"
            className="toolbar-menu__item"
            active={status === user.status}
            aria-current={status === user.status ? 'true' : undefined}
            onClick={() => chooseStatus(status)}
          >
            <span className={`status-dot status-dot--inline status-dot--${status}`} />
            <span>{t(STATUS_KEYS[status])}</span>
            {status === user.status ? (
              <i className="bi bi-check2 ms-auto" aria-hidden="true" />
            ) : null}
          </Dropdown.Item>
        ))}
        <div className="d-sm-none">
          {openSettings && (
            <>
              <Dropdown.Divider />
              <Dropdown.Item as="button" className="toolbar-menu__item" onClick={openSettings}>
                <i className="bi bi-gear" aria-hidden="true" />
                <span>{t('settings.title')}</span>
              </Dropdown.Item>
            </>
          )}
          <Dropdown.Divider />
          <MenuHeading>{t('shell.userMenu.language')}</MenuHeading>
          {LANGUAGE_LIST.map((option) => (
            <Dropdown.Item
              key={option.code}
              as="button"
              lang={option.code}
              className="toolbar-menu__item"
              active={option.code === language}
              onClick={() => void i18n.changeLanguage(option.code)}
            >
              <img src={option.flag} alt="" className="toolbar-flag" />
              <span>{option.name}</span>
            </Dropdown.Item>
          ))}
        </div>
        <Dropdown.Divider />
        <Dropdown.Item as={Link} to="/apps/usuarios-logueados" className="toolbar-menu__item">
          <i className="bi bi-shield-lock" aria-hidden="true" />
          <span>{t('routes.usuariosLogueados')}</span>
        </Dropdown.Item>
        {isAdmin(user.roles) && (
          <Dropdown.Item as={Link} to="/admin/health" className="toolbar-menu__item">
            <i className="bi bi-activity" aria-hidden="true" />
            <span>{t('routes.health')}</span>
          </Dropdown.Item>
        )}
        {isAdmin(user.roles) && (
          <Dropdown.Item as={Link} to="/admin/audit" className="toolbar-menu__item">
            <i className="bi bi-journal-text" aria-hidden="true" />
            <span>{t('routes.audit')}</span>
          </Dropdown.Item>
        )}
        <Dropdown.Item as={Link} to="/sign-out" className="toolbar-menu__item">
          <i className="bi bi-box-arrow-right" aria-hidden="true" />
          <span>{t('shell.userMenu.signOut')}</span>
        </Dropdown.Item>
      </Dropdown.Menu>
    </Dropdown>
  );
}
