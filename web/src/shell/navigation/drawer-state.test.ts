import { drawerReducer, initialDrawerState } from './drawer-state';

describe('the navigation drawer', () => {
  it('starts open beside the content and closed over it', () => {
    expect(initialDrawerState('side')).toMatchObject({ opened: true, asideId: null });
    expect(initialDrawerState('over')).toMatchObject({ opened: false, asideId: null });
  });

  it('opens and closes; closing also closes the aside', () => {
    let state = initialDrawerState('over');
    state = drawerReducer(state, { type: 'toggle' });
    expect(state.opened).toBe(true);
    state = drawerReducer(state, { type: 'toggle-aside', id: 'premios' });
    expect(state.asideId).toBe('premios');
    state = drawerReducer(state, { type: 'close' });
    expect(state).toMatchObject({ opened: false, asideId: null });
  });

  it('toggles the aside by id', () => {
    let state = initialDrawerState('side');
    state = drawerReducer(state, { type: 'toggle-aside', id: 'a' });
    state = drawerReducer(state, { type: 'toggle-aside', id: 'b' });
    expect(state.asideId).toBe('b');
    state = drawerReducer(state, { type: 'toggle-aside', id: 'b' });
    expect(state.asideId).toBeNull();
  });

  it('closes on a route change in over mode; in side mode only the aside closes', () => {
    const over = drawerReducer(initialDrawerState('over'), { type: 'open' });
    expect(drawerReducer(over, { type: 'route-change' }).opened).toBe(false);
    const side = drawerReducer(initialDrawerState('side'), { type: 'toggle-aside', id: 'a' });
    expect(drawerReducer(side, { type: 'route-change' })).toMatchObject({
      opened: true,
      asideId: null,
    });
  });

  it('on a mode change takes that mode’s default and pauses the animations', () => {
    const state = drawerReducer(initialDrawerState('side'), { type: 'mode', mode: 'over' });
    expect(state).toMatchObject({ mode: 'over', opened: false, animations: false });
    expect(drawerReducer(state, { type: 'animations-on' }).animations).toBe(true);
    const back = drawerReducer(state, { type: 'mode', mode: 'side' });
    expect(back).toMatchObject({ mode: 'side', opened: true, animations: false });
    expect(drawerReducer(back, { type: 'mode', mode: 'side' })).toBe(back);
  });
});
