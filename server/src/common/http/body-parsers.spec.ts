import { charsetOf, isUtf8 } from './body-parsers';

describe('the charset of a body', () => {
  it.each([
    ['application/json', undefined],
    ['application/json; charset=utf-16', 'utf-16'],
    ['application/json;charset="UTF-8"', 'UTF-8'],
    ['Application/JSON; Charset = utf8 ; foo=bar', 'utf8'],
    ['multipart/form-data; boundary=x; charset=iso-8859-1', 'iso-8859-1'],
  ])('of %s is %s', (contentType, charset) => {
    expect(charsetOf(contentType)).toBe(charset);
  });

  it('is UTF-8 under either name in any case, or when none is given', () => {
    for (const charset of [undefined, 'utf-8', 'UTF-8', 'Utf8']) expect(isUtf8(charset)).toBe(true);
    for (const charset of ['utf-16', 'UTF-16LE', 'iso-8859-1', 'us-ascii', '']) {
      expect(isUtf8(charset)).toBe(false);
    }
  });
});
