import { type KeyboardEvent, useState } from 'react';

/**
 * Props for a react-select field so that Esc closes the dialog around it once its menu is
 * closed. react-select marks every Esc as handled, also one it does nothing with (its menu
 * already closed), and a dialog leaves a handled Esc alone: the field kept the dialog open.
 * `onMenuOpen` is the field's own, run as before.
 */
export function useEscapeLeavesField(onMenuOpen?: () => void) {
  const [menuOpen, setMenuOpen] = useState(false);
  return {
    onMenuOpen: () => {
      setMenuOpen(true);
      onMenuOpen?.();
    },
    onMenuClose: () => setMenuOpen(false),
    onKeyDown: (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !menuOpen) event.preventDefault = () => undefined;
    },
  };
}
