import Dropdown from 'react-bootstrap/Dropdown';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '../../features/auth/session';

/** The signed-in person, and the way out ('Iniciado como', 'Cerrar Sesion'). */
export function UserMenu() {
  const { t } = useTranslation();
  const { user } = useSession();
  if (!user) return null;
  const fullName = `${user.name} ${user.surname}`.trim();
  return (
    <Dropdown align="end" className="user-menu">
      <Dropdown.Toggle
        variant="link"
        className="user-menu__toggle"
        aria-label={t('shell.userMenu.open')}
      >
        {user.avatar ? (
          <img src={user.avatar} alt="" className="user-menu__avatar" />
        ) : (
          <i className="bi bi-person-circle user-menu__icon" aria-hidden="true" />
        )}
        <span className="user-menu__name d-none d-md-inline">{fullName}</span>
      </Dropdown.Toggle>
      <Dropdown.Menu>
        <Dropdown.Header>
          <div className="small">{t('shell.userMenu.signedInAs')}</div>
          <div className="fw-semibold text-body">{user.email}</div>
        </Dropdown.Header>
        <Dropdown.Divider />
        <Dropdown.Item as={Link} to="/apps/usuarios-logueados">
          <i className="bi bi-shield-lock me-2" aria-hidden="true" />
          {t('routes.usuariosLogueados')}
        </Dropdown.Item>
        <Dropdown.Item as={Link} to="/sign-out">
          <i className="bi bi-box-arrow-right me-2" aria-hidden="true" />
          {t('shell.userMenu.signOut')}
        </Dropdown.Item>
      </Dropdown.Menu>
    </Dropdown>
  );
}
