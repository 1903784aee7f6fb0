import { useTranslation } from 'react-i18next';
import { IconButton } from './common/IconButton';
import { Tip } from './common/Tip';
import { useToolbarToast } from './common/toasts';
import { toggleFullscreen, useIsFullscreen } from './fullscreen';

/** 'Toggle Fullscreen': the Fullscreen API on the whole page; a toast when it refuses. */
export function FullscreenToggle({ className }: { className?: string }) {
  const { t } = useTranslation();
  const toast = useToolbarToast();
  const fullscreen = useIsFullscreen();
  const label = t('toolbar.fullscreen.toggle');
  return (
    <Tip label={label}>
      <IconButton
        icon={fullscreen ? 'bi-fullscreen-exit' : 'bi-arrows-fullscreen'}
        label={label}
        aria-pressed={fullscreen}
        className={className}
        onClick={async () => {
          const outcome = await toggleFullscreen();
          if (outcome === 'unavailable') toast(t('toolbar.fullscreen.unavailable'));
          if (outcome === 'failed') toast(t('toolbar.fullscreen.failed'));
        }}
      />
    </Tip>
  );
}
