import {
  EMPTY_PREFERENCES,
  loadPreferences,
  moveColumn,
  moveColumnTo,
  parsePreferences,
  preferencesKey,
  reconcileOrder,
  savePreferences,
  toTableState,
} from './table-preferences';

describe('table preferences', () => {
  it('are kept per table and account', () => {
    expect(preferencesKey('vacancies', 'acc-1')).toBe('talento.table.vacancies.acc-1');
    expect(preferencesKey('vacancies', null)).toBe('talento.table.vacancies.anonymous');
  });

  it('round-trip through storage and forget an empty choice', () => {
    const key = preferencesKey('companies', 'acc-1');
    const chosen = { order: ['name', 'taxId'], hidden: ['email'], sizes: { name: 240 } };
    savePreferences(window.localStorage, key, chosen);
    expect(loadPreferences(window.localStorage, key)).toEqual(chosen);
    expect(loadPreferences(window.localStorage, preferencesKey('companies', 'acc-2'))).toEqual(
      EMPTY_PREFERENCES,
    );
    savePreferences(window.localStorage, key, EMPTY_PREFERENCES);
    expect(window.localStorage.getItem(key)).toBeNull();
  });

  it('keep the density and the columns brought back, and only those that are well formed', () => {
    const key = preferencesKey('rewards', 'acc-1');
    const chosen = {
      ...EMPTY_PREFERENCES,
      shown: ['stock'],
      density: 'compact' as const,
    };
    savePreferences(window.localStorage, key, chosen);
    expect(loadPreferences(window.localStorage, key)).toEqual(chosen);
    // The density alone is a choice worth keeping.
    savePreferences(window.localStorage, key, { ...EMPTY_PREFERENCES, density: 'compact' });
    expect(window.localStorage.getItem(key)).not.toBeNull();
    expect(parsePreferences('{"shown":"stock","density":"tiny"}')).toEqual(EMPTY_PREFERENCES);
  });

  it('survive broken or foreign data', () => {
    expect(parsePreferences('not json')).toEqual(EMPTY_PREFERENCES);
    expect(parsePreferences('"text"')).toEqual(EMPTY_PREFERENCES);
    expect(parsePreferences('{"order":[1,2],"hidden":"x","sizes":{"a":"wide","b":5000}}')).toEqual({
      order: [],
      hidden: null,
      sizes: { b: 800 },
    });
    const failing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('full');
      },
      removeItem: () => undefined,
    };
    expect(loadPreferences(failing, 'k')).toEqual(EMPTY_PREFERENCES);
    expect(() =>
      savePreferences(failing, 'k', { ...EMPTY_PREFERENCES, order: ['a'] }),
    ).not.toThrow();
  });

  it('apply a saved order to the columns of today', () => {
    // "gone" no longer exists; "new" follows "b" by default.
    expect(reconcileOrder(['c', 'gone', 'b', 'a'], ['a', 'b', 'new', 'c'])).toEqual([
      'c',
      'b',
      'new',
      'a',
    ]);
    expect(reconcileOrder([], ['a', 'b'])).toEqual(['a', 'b']);
    expect(reconcileOrder(['b'], ['first', 'a', 'b'])).toEqual(['first', 'a', 'b']);
  });

  it('move a column one place, never past the ends', () => {
    expect(moveColumn(['a', 'b', 'c'], 'b', -1)).toEqual(['b', 'a', 'c']);
    expect(moveColumn(['a', 'b', 'c'], 'b', 1)).toEqual(['a', 'c', 'b']);
    expect(moveColumn(['a', 'b', 'c'], 'a', -1)).toEqual(['a', 'b', 'c']);
    expect(moveColumn(['a', 'b', 'c'], 'x', 1)).toEqual(['a', 'b', 'c']);
  });

  it('move a column to where another one was dropped', () => {
    expect(moveColumnTo(['a', 'b', 'c', 'd'], 'a', 'c')).toEqual(['b', 'c', 'a', 'd']);
    expect(moveColumnTo(['a', 'b', 'c', 'd'], 'd', 'b')).toEqual(['a', 'd', 'b', 'c']);
    expect(moveColumnTo(['a', 'b'], 'a', 'gone')).toEqual(['a', 'b']);
  });

  it('become TanStack state, with default-hidden columns until the person chooses', () => {
    expect(toTableState(EMPTY_PREFERENCES, ['a', 'b', 'c'], ['c'])).toEqual({
      columnOrder: ['a', 'b', 'c'],
      columnVisibility: { a: true, b: true, c: false },
      columnSizing: {},
    });
    expect(
      toTableState(
        { order: ['b', 'a'], hidden: [], sizes: { a: 100, gone: 90 } },
        ['a', 'b', 'c'],
        ['c'],
      ),
    ).toEqual({
      columnOrder: ['b', 'c', 'a'],
      columnVisibility: { a: true, b: true, c: true },
      columnSizing: { a: 100 },
    });
  });
});
