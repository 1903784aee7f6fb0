import Alert from 'react-bootstrap/Alert';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { IconBrowser } from '../../../components/icons/IconBrowser';
import { DEFAULT_ICON_SET, isIconSetSlug } from '../../../components/icons/icon-sets';

export const iconSetPath = (set: string) => `/ui/icons/${set}`;

/**
 * ui/icons and ui/icons/:set: every icon of the product's sets (api/ui/icons), searched
 * and paged, the set in the address; choosing an icon copies the name the menu and the
 * shortcuts take (`heroicons_outline:star`).
 */
export function IconsPage() {
  const { t } = useTranslation();
  const { set = DEFAULT_ICON_SET } = useParams();
  return (
    <>
      <div className="page-header">
        <h1 className="page-header__title">{t('icons.title')}</h1>
        <p className="text-body-secondary mb-0 mt-1">{t('icons.subtitle')}</p>
      </div>
      {isIconSetSlug(set) ? (
        <IconBrowser set={set} setLink={iconSetPath} />
      ) : (
        <Alert variant="warning" className="d-flex flex-wrap gap-2 align-items-center">
          <span className="me-auto">{t('icons.unknownSet', { set })}</span>
          <Link to={iconSetPath(DEFAULT_ICON_SET)} className="alert-link">
            {t('icons.showDefault')}
          </Link>
        </Alert>
      )}
    </>
  );
}

export { IconsPage as Component };
