import { useTranslation } from 'react-i18next';
import { IconButton } from '../toolbar/common/IconButton';
import { Tip } from '../toolbar/common/Tip';
import { useSettingsOpener } from './settings-opener';

/** The toolbar's way into the settings drawer (nothing outside the app layout). */
export function SettingsButton({ className }: { className?: string }) {
  const { t } = useTranslation();
  const open = useSettingsOpener();
  if (!open) return null;
  return (
    <Tip label={t('settings.open')}>
      <IconButton
        icon="bi-gear"
        label={t('settings.open')}
        aria-haspopup="dialog"
        onClick={open}
        className={className}
        data-testid="settings-button"
      />
    </Tip>
  );
}
