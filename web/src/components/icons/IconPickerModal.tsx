import { useId, useState } from 'react';
import Modal from 'react-bootstrap/Modal';
import { useTranslation } from 'react-i18next';
import { IconBrowser } from './IconBrowser';
import { DEFAULT_ICON_SET, iconInSet, type IconSetSlug } from './icon-sets';

export interface IconPickerModalProps {
  show: boolean;
  /** The icon chosen now: its set opens first, and it shows as chosen. */
  value?: string;
  onHide: () => void;
  /** The chosen icon's full name (`heroicons_outline:star`). */
  onPick: (icon: string) => void;
}

/**
 * The icon browser in picker mode, in a dialog (the menu editor, the shortcut form):
 * choosing an icon hands its name back. Load it lazily: it brings the browser's styles.
 */
export function IconPickerModal({ show, value, onHide, onPick }: IconPickerModalProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const [set, setSet] = useState<IconSetSlug>(
    () => (value ? iconInSet(value)?.set : undefined) ?? DEFAULT_ICON_SET,
  );
  return (
    <Modal show={show} onHide={onHide} size="xl" scrollable aria-labelledby={titleId}>
      <Modal.Header closeButton closeLabel={t('icons.close')}>
        <Modal.Title id={titleId} as="h2" className="h5">
          {t('icons.pickerTitle')}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <IconBrowser set={set} onSetChange={setSet} onPick={onPick} value={value} autoFocusSearch />
      </Modal.Body>
    </Modal>
  );
}
