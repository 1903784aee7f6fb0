import { useLayoutEffect } from 'react';
import {
  type ShellConfigStore,
  applyShellConfig,
  shellConfig,
  useShellConfig,
} from './config-store';

/** Keeps <html data-bs-theme> and the <body> theme class on the configuration. */
export function ShellConfigEffect({ store = shellConfig }: { store?: ShellConfigStore }) {
  const state = useShellConfig(store);
  useLayoutEffect(() => applyShellConfig(state), [state]);
  return null;
}
