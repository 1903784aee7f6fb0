/**
 * The shortcuts panel's modes, as a pure reducer:
 *
 *   view   --enterModify-->  modify     (pencil, 'Enter edit mode')
 *   view   --startAdd------>  add        (plus, 'Add shortcut')
 *   modify --exitModify---->  view
 *   modify --choose(id)---->  edit       (a shortcut picked in modify mode)
 *   add    --cancel-------->  view
 *   edit   --cancel-------->  modify
 *   add    --saved--------->  modify
 *   edit   --saved--------->  modify
 *   edit   --deleted------->  modify
 *   any    --open---------->  view       (the panel always opens in view mode)
 *
 * Any other event leaves the state as it is.
 */
export type ShortcutsMode = 'view' | 'modify' | 'add' | 'edit';

export interface ShortcutsState {
  mode: ShortcutsMode;
  /** The shortcut being edited; only in edit mode. */
  editingId: string | null;
}

export type ShortcutsEvent =
  | { type: 'open' }
  | { type: 'enterModify' }
  | { type: 'startAdd' }
  | { type: 'exitModify' }
  | { type: 'choose'; id: string }
  | { type: 'cancel' }
  | { type: 'saved' }
  | { type: 'deleted' };

export const INITIAL_SHORTCUTS_STATE: ShortcutsState = { mode: 'view', editingId: null };

const VIEW: ShortcutsState = INITIAL_SHORTCUTS_STATE;
const MODIFY: ShortcutsState = { mode: 'modify', editingId: null };
const ADD: ShortcutsState = { mode: 'add', editingId: null };

export function shortcutsReducer(state: ShortcutsState, event: ShortcutsEvent): ShortcutsState {
  if (event.type === 'open') return state.mode === 'view' ? state : VIEW;
  switch (state.mode) {
    case 'view':
      if (event.type === 'enterModify') return MODIFY;
      if (event.type === 'startAdd') return ADD;
      return state;
    case 'modify':
      if (event.type === 'exitModify') return VIEW;
      if (event.type === 'choose') return { mode: 'edit', editingId: event.id };
      return state;
    case 'add':
      if (event.type === 'cancel') return VIEW;
      if (event.type === 'saved') return MODIFY;
      return state;
    case 'edit':
      if (event.type === 'cancel' || event.type === 'saved' || event.type === 'deleted') {
        return MODIFY;
      }
      return state;
  }
}
