import { DomainError } from '../errors/domain-error';
import { assertStorableText, findUnstorableText, isStorableText } from './well-formed-text';

describe('isStorableText', () => {
  it.each([
    ['plain text', 'Acme S.A.'],
    ['newline, tab and carriage return', 'one\ntwo\tthree\r\n'],
    ['other control characters', '\u0001\u001f\u007f'],
    ['an emoji (a surrogate pair)', 'Equipo 🚀 \ud83d\ude80'],
    ['the empty text', ''],
  ])('accepts %s', (_name, text) => {
    expect(isStorableText(text)).toBe(true);
  });

  it.each([
    ['a NUL', 'Acme\u0000'],
    ['a lone high surrogate', 'a\ud800b'],
    ['a lone low surrogate', '\udc00'],
    ['a high surrogate at the end', 'emoji \ud83d'],
    ['two high surrogates', '\ud83d\ud83d'],
  ])('refuses %s', (_name, text) => {
    expect(isStorableText(text)).toBe(false);
  });
});

describe('findUnstorableText', () => {
  it('names the path of a nested field, array indexes included', () => {
    const body = { id: 'a', contact: { emails: [{ email: 'x@y.z' }, { label: 'W\u0000' }] } };
    expect(findUnstorableText(body, '')).toBe('contact.emails.1.label');
  });

  it('names a key that breaks the rule', () => {
    expect(findUnstorableText({ filters: { ['k\ud800']: 1 } }, '')).toBe('filters.k\ud800');
  });

  it('puts the name of the value first, and answers undefined when all is well', () => {
    expect(findUnstorableText('\u0000', 'id')).toBe('id');
    expect(findUnstorableText({ search: 'ok 🙂', page: 2, tags: ['a', null] }, '')).toBe(undefined);
  });

  it('skips binary data and walks deep bodies without recursion', () => {
    let deep: unknown = 'bad\u0000';
    for (let level = 0; level < 20_000; level += 1) deep = { inner: deep };
    expect(findUnstorableText(deep, '')).toMatch(/^inner(\.inner)*$/);
    expect(findUnstorableText({ file: Buffer.from([0, 0xd8]) }, '')).toBe(undefined);
  });
});

describe('assertStorableText', () => {
  it('throws the invalid-text error naming the field', () => {
    let thrown: unknown;
    try {
      assertStorableText({ name: '\u0000' }, '', 'body');
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(DomainError);
    expect(thrown).toMatchObject({ kind: 'invalid', code: 'text-invalid', field: 'name' });
    expect((thrown as Error).message).toMatch(/^name must not hold a NUL character/);
  });

  it('names the whole value when it is one text without a name', () => {
    expect(() => assertStorableText('a\ud800', '', 'body')).toThrow(/^body must not hold/);
  });
});
