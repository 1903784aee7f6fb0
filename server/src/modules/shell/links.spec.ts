import { PRODUCT_IMAGE_URL } from '../inventory/dto/inventory.dto';
import { IMAGE_PATTERN, linkProblem, SITE_PATH } from './links';

const OTHER_SITES = ['//evil.example/x', '/\\evil.example/x', '///evil.example'];

describe('links', () => {
  it.each([true, undefined])('takes app routes (useRouter %p)', (useRouter) => {
    expect(linkProblem('/apps/contacts', useRouter)).toBeUndefined();
    expect(linkProblem('/apps/detail?vacancy=7#top', useRouter)).toBeUndefined();
    expect(linkProblem('/', useRouter)).toBeUndefined();
  });

  it.each([true, undefined])(
    'refuses protocol-relative addresses as app routes (useRouter %p)',
    (useRouter) => {
      for (const link of OTHER_SITES) {
        expect(linkProblem(link, useRouter, 'shortcut.link')).toMatch(/^shortcut\.link must be/);
      }
    },
  );

  it('wants an http(s) address for an external link', () => {
    expect(linkProblem('https://example.com/a?b=1', false)).toBeUndefined();
    expect(linkProblem('http://example.com', undefined)).toBeUndefined();
    for (const link of [
      ...OTHER_SITES,
      '/apps/contacts',
      'javascript:alert(1)',
      'ftp://example.com',
    ]) {
      expect(linkProblem(link, false)).toBe(
        'link must be an http(s) address when useRouter is false',
      );
    }
  });

  it('refuses an external address where an app route is wanted', () => {
    expect(linkProblem('https://example.com', true)).toBe(
      'link must be an app route starting with / when useRouter is true',
    );
  });

  it('tells site paths from other sites', () => {
    expect(SITE_PATH.test('/apps/x')).toBe(true);
    for (const link of OTHER_SITES) expect(SITE_PATH.test(link)).toBe(false);
  });

  it.each([
    ['IMAGE_PATTERN', IMAGE_PATTERN],
    ['PRODUCT_IMAGE_URL', PRODUCT_IMAGE_URL],
  ])('%s takes site paths and http(s) images, not other sites by a path', (_name, pattern) => {
    expect(pattern.test('/images/avatars/female-04.svg')).toBe(true);
    expect(pattern.test('https://cdn.example.com/a.png')).toBe(true);
    for (const link of OTHER_SITES) expect(pattern.test(link)).toBe(false);
  });
});
