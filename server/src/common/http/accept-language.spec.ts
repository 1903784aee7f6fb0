import { preferredLanguage } from './accept-language';

const OFFERED = ['en', 'tr', 'es'] as const;

describe('preferredLanguage', () => {
  it.each([
    ['es-MX,es;q=0.9,en;q=0.8', 'es'],
    ['tr-TR', 'tr'],
    ['de-DE,de;q=0.9,es;q=0.5,en;q=0.4', 'es'],
    ['en;q=0.2, tr;q=0.8', 'tr'],
    ['fr, es, en', 'es'],
    ['ES_es', 'es'],
    ['*;q=0.5, tr', 'tr'],
  ])('%s -> %s', (header, language) => {
    expect(preferredLanguage(header, OFFERED)).toBe(language);
  });

  it.each([[undefined], [''], ['de-DE,fr;q=0.8'], ['es;q=0, *'], ['es;q=abc']])(
    '%s asks for none we offer',
    (header) => {
      expect(preferredLanguage(header, OFFERED)).toBeUndefined();
    },
  );
});
