import { readyPlainValue } from './plain-walk';

describe('readyPlainValue', () => {
  it('accepts plain JSON and removes the keys that could reach a prototype, nested too', () => {
    const body = JSON.parse(
      '{"name":"a","__proto__":{"admin":true},"inner":{"constructor":{"prototype":{"x":1}},"list":[{"prototype":2},3]}}',
    ) as Record<string, unknown>;
    expect(readyPlainValue(body)).toBe(true);
    expect(Object.keys(body)).toEqual(['name', 'inner']);
    expect(body.inner).toEqual({ list: [{}, 3] });
    expect(({} as Record<string, unknown>).admin).toBeUndefined();
  });

  it('accepts objects without a prototype, as query parsers make them', () => {
    const query = Object.assign(Object.create(null) as object, { page: '1', tags: ['a'] });
    expect(readyPlainValue(query)).toBe(true);
  });

  it('leaves binary values, dates, class instances and sparse arrays to Nest', () => {
    expect(readyPlainValue({ file: Buffer.from('x') })).toBe(false);
    expect(readyPlainValue({ at: new Date() })).toBe(false);
    expect(readyPlainValue({ list: [1, , 3] })).toBe(false); // eslint-disable-line no-sparse-arrays
    class Thing {}
    expect(readyPlainValue({ thing: new Thing() })).toBe(false);
  });
});
