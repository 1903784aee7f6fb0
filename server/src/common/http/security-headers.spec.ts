import { helmetHeaders } from './security-headers';

describe('helmetHeaders', () => {
  it("takes helmet's headers once, with our image sources in the policy", () => {
    const headers = helmetHeaders();
    expect(headers['content-security-policy']).toContain("img-src 'self' data: blob: https:");
    expect(headers['content-security-policy']).toContain("frame-src 'self' blob:");
    expect(headers['strict-transport-security']).toMatch(/max-age=\d+/);
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('names each header in lower case, as Fastify keeps them', () => {
    const names = Object.keys(helmetHeaders());
    expect(names.length).toBeGreaterThan(5);
    for (const name of names) expect(name).toBe(name.toLowerCase());
  });

  it('follows the options it is given', () => {
    const headers = helmetHeaders({ contentSecurityPolicy: false, frameguard: { action: 'deny' } });
    expect(headers['content-security-policy']).toBeUndefined();
    expect(headers['x-frame-options']).toBe('DENY');
  });

  it('fails at start on options helmet refuses', () => {
    expect(() =>
      helmetHeaders({ contentSecurityPolicy: { directives: { 'img-src': ['a;b'] } } }),
    ).toThrow();
  });
});
