import {
  addressesOf,
  displayName,
  excerptOf,
  initialsOf,
  prefixed,
  viewOf,
  viewPath,
} from './mail-text';

describe('mail text helpers', () => {
  it('reads the addresses of a recipients text or list', () => {
    expect(addressesOf('Ana Ruiz <Ana@X.com>, bo@y.com; ,')).toEqual(['ana@x.com', 'bo@y.com']);
    expect(addressesOf(['Ana <a@x.com>', 'b@y.com'])).toEqual(['a@x.com', 'b@y.com']);
    expect(addressesOf('')).toEqual([]);
    expect(addressesOf(undefined)).toEqual([]);
  });

  it('names a contact', () => {
    expect(displayName('Ana Ruiz <ana@x.com>')).toBe('Ana Ruiz');
    expect(displayName('<ana@x.com>')).toBe('ana@x.com');
    expect(displayName('ana@x.com')).toBe('ana@x.com');
    expect(initialsOf('Ana Ruiz <ana@x.com>')).toBe('AR');
    expect(initialsOf('ana@x.com')).toBe('AX');
  });

  it('makes a plain excerpt of HTML', () => {
    expect(excerptOf('<p>Hola <b>Ana</b></p><p>¿Qué tal? &amp; más</p>')).toBe(
      'Hola Ana ¿Qué tal? & más',
    );
    expect(excerptOf('<p>abcdef</p>', 4)).toBe('abc…');
  });

  it('prefixes subjects once', () => {
    expect(prefixed('Re', 'Hola')).toBe('Re: Hola');
    expect(prefixed('Re', 'RE: Hola')).toBe('RE: Hola');
    expect(prefixed('Fwd', 'Hola')).toBe('Fwd: Hola');
    expect(prefixed('Fwd', 'Fwd: Hola')).toBe('Fwd: Hola');
  });

  it('builds and reads the paths a link reproduces', () => {
    expect(viewPath({ kind: 'folder', slug: 'inbox' })).toBe('/apps/mailbox/inbox');
    expect(viewPath({ kind: 'filter', slug: 'starred' }, { page: 2 })).toBe(
      '/apps/mailbox/filter/starred?page=2',
    );
    expect(viewPath({ kind: 'label', slug: 'work' }, { mailId: 'abc', page: 1 })).toBe(
      '/apps/mailbox/label/work/abc',
    );
    expect(viewOf({})).toEqual({ kind: 'folder', slug: 'inbox' });
    expect(viewOf({ folder: 'sent' })).toEqual({ kind: 'folder', slug: 'sent' });
    expect(viewOf({ label: 'work' })).toEqual({ kind: 'label', slug: 'work' });
    expect(viewOf({ filter: 'important' })).toEqual({ kind: 'filter', slug: 'important' });
  });
});
