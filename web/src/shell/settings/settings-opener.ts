import { createContext, useContext } from 'react';

/** Opens the settings drawer; provided by the app layout, absent elsewhere. */
export const SettingsOpener = createContext<(() => void) | null>(null);

export function useSettingsOpener(): (() => void) | null {
  return useContext(SettingsOpener);
}
