import { useState } from 'react';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';
import { IconBrowser } from '../../../components/icons/IconBrowser';
import { DEFAULT_ICON_SET, type IconSetSlug } from '../../../components/icons/icon-sets';

const SET_OF_NAMESPACE: Record<string, IconSetSlug> = {
  heroicons_outline: 'heroicons-outline',
  heroicons_solid: 'heroicons-solid',
  heroicons_mini: 'heroicons-mini',
  mat_outline: 'material-outline',
  mat_solid: 'material-solid',
  feather: 'feather',
};

/** The set an icon name belongs to (a bare name is a material two-tone one). */
function setOf(icon: string | undefined): IconSetSlug {
  if (!icon) return DEFAULT_ICON_SET;
  const colon = icon.indexOf(':');
  if (colon === -1) return 'material-twotone';
  return SET_OF_NAMESPACE[icon.slice(0, colon)] ?? DEFAULT_ICON_SET;
}

/** The icon browser in picker mode, in a dialog: choosing an icon hands its name back. */
export function IconPickerModal({
  show,
  value,
  onHide,
  onPick,
}: {
  show: boolean;
  value?: string;
  onHide: () => void;
  onPick: (icon: string) => void;
}) {
  const { t } = useTranslation();
  const [set, setSet] = useState<IconSetSlug>(() => setOf(value));
  return (
    <Modal show={show} onHide={onHide} size="xl" scrollable aria-labelledby="menu-icon-picker">
      <Modal.Header closeButton closeLabel={t('menuConfig.closePicker')}>
        <Modal.Title id="menu-icon-picker" as="h2" className="h5">
          {t('menuConfig.iconPicker')}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <IconBrowser set={set} onSetChange={setSet} onPick={onPick} value={value} autoFocusSearch />
      </Modal.Body>
    </Modal>
  );
}
