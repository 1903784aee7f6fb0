import { KeyIndex } from './key-index';

interface Person {
  id: string;
  email?: string;
}

const byEmail = (records: Person[]) => new KeyIndex<Person>((person) => person.email, records);

describe('KeyIndex', () => {
  it('finds every holder of a value, and none of a value nobody holds', () => {
    const index = byEmail([
      { id: 'a', email: 'x@example.com' },
      { id: 'b' },
      { id: 'c', email: 'x@example.com' },
      { id: 'd', email: 'y@example.com' },
    ]);

    expect(index.idsOf('x@example.com')).toEqual(['a', 'c']);
    expect(index.idsOf('y@example.com')).toEqual(['d']);
    expect(index.idsOf('z@example.com')).toEqual([]);
  });

  it('follows a record that is written, moved to another value, dropped and removed', () => {
    const index = byEmail([
      { id: 'a', email: 'x@example.com' },
      { id: 'b', email: 'x@example.com' },
      { id: 'c', email: 'x@example.com' },
    ]);

    index.replace('b', { id: 'b', email: 'x@example.com' }, { id: 'b', email: 'y@example.com' });
    expect([index.idsOf('x@example.com'), index.idsOf('y@example.com')]).toEqual([
      ['a', 'c'],
      ['b'],
    ]);
    index.replace('a', { id: 'a', email: 'x@example.com' }, { id: 'a' });
    expect(index.idsOf('x@example.com')).toEqual(['c']);
    index.replace('c', { id: 'c', email: 'x@example.com' }, undefined);
    expect(index.idsOf('x@example.com')).toEqual([]);
    index.replace('e', undefined, { id: 'e', email: 'y@example.com' });
    expect(index.idsOf('y@example.com')).toEqual(['b', 'e']);
  });
});
