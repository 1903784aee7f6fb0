import { groupByInitial, initialOf, initialsOf, OTHER_INITIAL } from './group-contacts';

const names = (...list: string[]) => list.map((name) => ({ name }));

describe('initialOf', () => {
  it.each([
    ['Émile Zola', 'E'],
    ['emile zola', 'E'],
    ['Ángela Ruiz', 'A'],
    ['álvaro Díaz', 'A'],
    ['Şule Yılmaz', 'S'],
    ['Çağla Demir', 'C'],
    ['İsmail Kaya', 'I'],
    ['ışık Ay', 'I'],
    ['ñandú', 'N'],
    ['Ødegaard', 'Ø'],
    ['  zoë  ', 'Z'],
    ['ßigrid', 'S'],
  ])('files %s under %s', (name, letter) => {
    expect(initialOf(name)).toBe(letter);
  });

  it.each([['42 Club'], ['(Unknown)'], [''], ['   '], ['🙂 Smiley']])(
    'files %j under #',
    (name) => {
      expect(initialOf(name)).toBe(OTHER_INITIAL);
    },
  );
});

describe('groupByInitial', () => {
  it('groups accents and case together, letters in order and # last', () => {
    const groups = groupByInitial(
      names('émile', 'Zoe', '3M Contact', 'Anna', 'Émilie', 'ana', 'Ebru', 'Álvaro'),
    );
    expect(groups.map((group) => group.letter)).toEqual(['A', 'E', 'Z', '#']);
    expect(groups[0].items.map((item) => item.name)).toEqual(['Álvaro', 'ana', 'Anna']);
    expect(groups[1].items.map((item) => item.name)).toEqual(['Ebru', 'émile', 'Émilie']);
    expect(groups[3].items.map((item) => item.name)).toEqual(['3M Contact']);
  });

  it('orders letters and names as the reader’s language does', () => {
    const groups = groupByInitial(names('Ødegaard', 'Zeta', 'Oscar'), 'en');
    expect(groups.map((group) => group.letter)).toEqual(['O', 'Ø', 'Z']);
  });

  it('answers no groups for no contacts', () => {
    expect(groupByInitial([])).toEqual([]);
  });
});

describe('initialsOf', () => {
  it('takes the first and last words', () => {
    expect(initialsOf('Ada King Lovelace')).toBe('AL');
    expect(initialsOf('cher')).toBe('C');
    expect(initialsOf('  ')).toBe('');
  });
});
