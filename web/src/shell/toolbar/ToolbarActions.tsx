import { useSession } from '../../lib/session';
import { SettingsButton } from '../settings/SettingsButton';
import { QuickChat } from './chat/QuickChat';
import { ToolbarToasts } from './common/toasts';
import { FullscreenToggle } from './FullscreenToggle';
import { LanguageSwitcher } from './LanguageSwitcher';
import { MESSAGES_PANEL, NOTIFICATIONS_PANEL } from './notices/notices-config';
import { NoticesPanel } from './notices/NoticesPanel';
import { ToolbarSearch } from './search/ToolbarSearch';
import { ShortcutsPanel } from './shortcuts/ShortcutsPanel';
import { UserMenu } from './UserMenu';

/**
 * The toolbar's tools, the same in every layout that has a top bar, left to right:
 * search, language, full screen, shortcuts, messages, notifications, quick chat, settings,
 * user. Signed out, only the settings. Below the sm breakpoint the language and the settings
 * move into the user menu and full screen goes.
 */
export function ToolbarActions() {
  const { status } = useSession();
  if (status !== 'signed-in') {
    return (
      <div className="toolbar-actions" data-testid="toolbar-actions">
        <SettingsButton />
      </div>
    );
  }
  return (
    <ToolbarToasts>
      <div className="toolbar-actions" data-testid="toolbar-actions">
        <ToolbarSearch />
        <LanguageSwitcher className="d-none d-sm-block" />
        <FullscreenToggle className="d-none d-sm-inline-flex" />
        <ShortcutsPanel />
        <NoticesPanel config={MESSAGES_PANEL} />
        <NoticesPanel config={NOTIFICATIONS_PANEL} />
        <QuickChat />
        <SettingsButton className="d-none d-sm-inline-flex" />
        <UserMenu />
      </div>
    </ToolbarToasts>
  );
}
