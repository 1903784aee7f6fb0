import { type ComponentType, createContext, useContext } from 'react';
import type { components } from '../../lib/api/schema';

export type PreviewNavigationItem = components['schemas']['NavigationItemDto'];

export interface SideMenuPreviewProps {
  /** The tree to show (hidden items are left out, as in the real menu). */
  items: readonly PreviewNavigationItem[];
  /** The landmark's name, which must differ from the real side menu's. */
  label: string;
}

/**
 * The shell's real side menu, lent to the screens it frames (the shell provides it; see
 * shell/navigation/SideMenuPreview.tsx), so that the menu editor shows its draft in the
 * very component people use. Lent through context rather than imported: a screen that
 * imported the shell's navigation would split the shell's chunk and weigh on other routes.
 * Null outside the shell.
 */
export const SideMenuPreviewContext = createContext<ComponentType<SideMenuPreviewProps> | null>(
  null,
);

export function useSideMenuPreview(): ComponentType<SideMenuPreviewProps> | null {
  return useContext(SideMenuPreviewContext);
}
