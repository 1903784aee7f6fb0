import {
  INITIAL_SHORTCUTS_STATE,
  type ShortcutsEvent,
  type ShortcutsMode,
  shortcutsReducer,
  type ShortcutsState,
} from './shortcuts-machine';

const state = (mode: ShortcutsMode, editingId: string | null = null): ShortcutsState => ({
  mode,
  editingId,
});

const EVENTS: ShortcutsEvent[] = [
  { type: 'open' },
  { type: 'enterModify' },
  { type: 'startAdd' },
  { type: 'exitModify' },
  { type: 'choose', id: 'abc' },
  { type: 'cancel' },
  { type: 'saved' },
  { type: 'deleted' },
];

/** Every transition between the panel's modes; everything else keeps the state. */
const ALLOWED: [ShortcutsState, ShortcutsEvent['type'], ShortcutsState][] = [
  [state('view'), 'enterModify', state('modify')],
  [state('view'), 'startAdd', state('add')],
  [state('modify'), 'exitModify', state('view')],
  [state('modify'), 'choose', state('edit', 'abc')],
  [state('add'), 'cancel', state('view')],
  [state('add'), 'saved', state('modify')],
  [state('edit', 'abc'), 'cancel', state('modify')],
  [state('edit', 'abc'), 'saved', state('modify')],
  [state('edit', 'abc'), 'deleted', state('modify')],
  [state('view'), 'open', state('view')],
  [state('modify'), 'open', state('view')],
  [state('add'), 'open', state('view')],
  [state('edit', 'abc'), 'open', state('view')],
];

describe('shortcutsReducer', () => {
  it('opens in view mode', () => {
    expect(INITIAL_SHORTCUTS_STATE).toEqual(state('view'));
  });

  it.each(ALLOWED)('%j --%s--> %j', (from, type, to) => {
    const event = EVENTS.find((candidate) => candidate.type === type)!;
    expect(shortcutsReducer(from, event)).toEqual(to);
  });

  const starts = [state('view'), state('modify'), state('add'), state('edit', 'abc')];
  const ignored = starts.flatMap((from) =>
    EVENTS.filter(
      (event) => !ALLOWED.some(([start, type]) => start.mode === from.mode && type === event.type),
    ).map((event) => [from.mode, event.type, from, event] as const),
  );

  it.each(ignored)('%s ignores %s', (_mode, _type, from, event) => {
    expect(shortcutsReducer(from, event)).toBe(from);
  });

  it('ignores every event that is not a transition (checked exhaustively)', () => {
    expect(ignored).toHaveLength(starts.length * EVENTS.length - ALLOWED.length);
  });

  it('follows a whole session: add, save, edit, delete, exit', () => {
    const steps: ShortcutsEvent[] = [
      { type: 'startAdd' },
      { type: 'saved' },
      { type: 'choose', id: 'x' },
      { type: 'deleted' },
      { type: 'choose', id: 'y' },
      { type: 'cancel' },
      { type: 'exitModify' },
    ];
    const modes = steps.reduce<ShortcutsMode[]>(
      (seen, event) => [...seen, shortcutsReducer(stateOf(seen), event).mode],
      [],
    );
    function stateOf(seen: ShortcutsMode[]): ShortcutsState {
      const mode = seen.at(-1) ?? 'view';
      return state(mode, mode === 'edit' ? 'x' : null);
    }
    expect(modes).toEqual(['add', 'modify', 'edit', 'modify', 'edit', 'modify', 'view']);
  });
});
