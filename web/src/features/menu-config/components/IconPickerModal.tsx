import { useState } from 'react';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';
import { IconBrowser } from '../../../components/icons/IconBrowser';
import { DEFAULT_ICON_SET, type IconSetSlug } from '../../../components/icons/icon-sets';

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
  const [set, setSet] = useState<IconSetSlug>(DEFAULT_ICON_SET);
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
