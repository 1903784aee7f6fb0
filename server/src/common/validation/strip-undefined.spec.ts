import { stripUndefined } from './strip-undefined';

describe('stripUndefined', () => {
  it('drops undefined keys at every level and keeps null, false, 0 and empty strings', () => {
    const value = {
      a: undefined,
      b: null,
      c: { d: undefined, e: 0, f: [{ g: undefined, h: '' }] },
      i: false,
    };
    expect(stripUndefined(value)).toEqual({ b: null, c: { e: 0, f: [{ h: '' }] }, i: false });
    expect(Object.keys(value)).toEqual(['b', 'c', 'i']);
    expect(Object.keys(value.c.f[0])).toEqual(['h']);
  });

  it('leaves scalars, dates and buffers alone', () => {
    const when = new Date(0);
    const bytes = Buffer.from('abc');
    expect(stripUndefined('x')).toBe('x');
    expect(stripUndefined(undefined)).toBeUndefined();
    expect(stripUndefined({ when, bytes })).toEqual({ when, bytes });
  });
});
