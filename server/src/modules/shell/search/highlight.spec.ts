import { highlight, matches } from './highlight';

describe('search highlighting', () => {
  it('marks every case-insensitive occurrence and escapes the rest', () => {
    expect(highlight('Lista de Vacancia <b>', 'vacan')).toBe(
      'Lista de <mark>Vacan</mark>cia &lt;b&gt;',
    );
    expect(highlight('aXa', 'a')).toBe('<mark>a</mark>X<mark>a</mark>');
    expect(highlight('a.b', '.')).toBe('a<mark>.</mark>b');
  });

  it('matches case-insensitively and not on nothing', () => {
    expect(matches('Tablero Resumen', 'RESU')).toBe(true);
    expect(matches(undefined, 'a')).toBe(false);
    expect(matches('abc', 'x')).toBe(false);
  });
});
