import { EXTERNAL_LINK, ROUTE_LINK } from './shortcut-form-schema';

describe('shortcut link rules (as the server checks them)', () => {
  it('takes app routes with one leading slash only', () => {
    expect(ROUTE_LINK.test('/apps/contacts?tab=1#top')).toBe(true);
    // Browsers read these as addresses on another site.
    expect(ROUTE_LINK.test('//evil.example/x')).toBe(false);
    expect(ROUTE_LINK.test('/\\evil.example/x')).toBe(false);
  });

  it('takes http(s) addresses as external links', () => {
    expect(EXTERNAL_LINK.test('https://example.com/a')).toBe(true);
    expect(EXTERNAL_LINK.test('//evil.example/x')).toBe(false);
    expect(EXTERNAL_LINK.test('javascript:alert(1)')).toBe(false);
  });
});
