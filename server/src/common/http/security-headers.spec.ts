import { helmetHeaders } from './security-headers';

describe('helmetHeaders', () => {
  it("takes helmet's headers once, with our image sources in the policy", () => {
    const headers = helmetHeaders();
    expect(headers['Content-Security-Policy']).toContain("img-src 'self' data: blob: https:");
    expect(headers['Content-Security-Policy']).toContain("frame-src 'self' blob:");
    expect(headers['Strict-Transport-Security']).toMatch(/max-age=\d+/);
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(headers['X-Frame-Options']).toBe('SAMEORIGIN');
  });

  it('follows the options it is given', () => {
    const headers = helmetHeaders({ contentSecurityPolicy: false, frameguard: { action: 'deny' } });
    expect(headers['Content-Security-Policy']).toBeUndefined();
    expect(headers['X-Frame-Options']).toBe('DENY');
  });

  it('fails at start on options helmet refuses', () => {
    expect(() =>
      helmetHeaders({ contentSecurityPolicy: { directives: { 'img-src': ['a;b'] } } }),
    ).toThrow();
  });
});
