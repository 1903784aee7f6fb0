import type { NavigationMode } from './types';

/**
 * The side navigation's drawer: opened or closed, side or over
 * mode, the open aside panel, and whether it may animate. Closing it also closes the
 * aside; a mode change turns animations off for a moment so the switch does not slide.
 */
export interface DrawerState {
  mode: NavigationMode;
  opened: boolean;
  asideId: string | null;
  animations: boolean;
}

export type DrawerAction =
  | { type: 'mode'; mode: NavigationMode }
  | { type: 'toggle' }
  | { type: 'open' }
  | { type: 'close' }
  | { type: 'route-change' }
  | { type: 'animations-on' }
  | { type: 'toggle-aside'; id: string }
  | { type: 'close-aside' };

/** Side mode starts open, over mode (small screens) closed. */
export function initialDrawerState(mode: NavigationMode): DrawerState {
  return { mode, opened: mode === 'side', asideId: null, animations: true };
}

export function drawerReducer(state: DrawerState, action: DrawerAction): DrawerState {
  switch (action.type) {
    case 'mode':
      if (action.mode === state.mode) return state;
      return { ...initialDrawerState(action.mode), animations: false };
    case 'toggle':
      return state.opened ? drawerReducer(state, { type: 'close' }) : { ...state, opened: true };
    case 'open':
      return state.opened ? state : { ...state, opened: true };
    case 'close':
      return !state.opened && state.asideId === null
        ? state
        : { ...state, opened: false, asideId: null };
    case 'route-change':
      // In over mode the drawer closes on every navigation; the aside closes in both.
      if (state.mode === 'over') return drawerReducer(state, { type: 'close' });
      return state.asideId === null ? state : { ...state, asideId: null };
    case 'animations-on':
      return state.animations ? state : { ...state, animations: true };
    case 'toggle-aside':
      return { ...state, asideId: state.asideId === action.id ? null : action.id };
    case 'close-aside':
      return state.asideId === null ? state : { ...state, asideId: null };
  }
}
