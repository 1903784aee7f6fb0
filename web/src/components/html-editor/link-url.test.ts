import { isAllowedHref, linkHref } from './link-url';

describe('linkHref', () => {
  it.each([
    ['https://example.com/jobs', 'https://example.com/jobs'],
    ['http://example.com', 'http://example.com'],
    ['  example.com/jobs?x=1 ', 'https://example.com/jobs?x=1'],
    ['ana@example.com', 'mailto:ana@example.com'],
    ['mailto:ana@example.com?subject=Hi', 'mailto:ana@example.com?subject=Hi'],
  ])('takes %j as %j', (typed, href) => {
    expect(linkHref(typed)).toBe(href);
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'data:text/html,<b>x</b>',
    'ftp://example.com',
    'vbscript:x',
    '/apps/tablero',
    'two words',
    'mailto:nobody',
    'https://',
    '',
  ])('refuses %j', (typed) => {
    expect(linkHref(typed)).toBeNull();
  });

  it('keeps only the links it would make itself', () => {
    expect(isAllowedHref('https://example.com')).toBe(true);
    expect(isAllowedHref('javascript:alert(1)')).toBe(false);
  });
});
