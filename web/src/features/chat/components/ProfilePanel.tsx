import Offcanvas from 'react-bootstrap/Offcanvas';
import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../../shell/toolbar/common/Avatar';
import { useChatProfile } from '../api/chat-page';

/** How the signed-in person appears in chats (their account's name, e-mail and picture). */
export function ProfilePanel({ show, onHide }: { show: boolean; onHide: () => void }) {
  const { t } = useTranslation();
  const profile = useChatProfile(show);
  return (
    <Offcanvas
      show={show}
      onHide={onHide}
      placement="start"
      className="chat-side-panel"
      aria-labelledby="chat-profile-title"
    >
      <Offcanvas.Header closeButton closeLabel={t('chatPage.profile.close')}>
        <Offcanvas.Title id="chat-profile-title" as="h2" className="h5 mb-0">
          {t('chatPage.profile.title')}
        </Offcanvas.Title>
      </Offcanvas.Header>
      <Offcanvas.Body>
        {profile.isPending ? (
          <Spinner animation="border" size="sm" role="status">
            <span className="visually-hidden">{t('common.loading')}</span>
          </Spinner>
        ) : profile.isError ? (
          <p role="alert">{t('chatPage.profile.loadFailed')}</p>
        ) : (
          <div className="text-center" data-testid="chat-profile">
            <Avatar src={profile.data.avatar} name={profile.data.name} size={96} className="mb-3" />
            <div className="fs-5 fw-semibold">{profile.data.name}</div>
            <div className="text-body-secondary">{profile.data.email}</div>
            {profile.data.about ? <p className="mt-3 mb-0">{profile.data.about}</p> : null}
            <p className="small text-body-secondary mt-4 mb-0">{t('chatPage.profile.hint')}</p>
          </div>
        )}
      </Offcanvas.Body>
    </Offcanvas>
  );
}
