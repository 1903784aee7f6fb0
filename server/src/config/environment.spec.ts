import { toAppConfig, validateEnvironment } from './environment';

describe('environment', () => {
  it('applies defaults', () => {
    const config = toAppConfig(validateEnvironment({}));
    expect(config).toMatchObject({
      nodeEnv: 'production',
      port: 3000,
      host: '0.0.0.0',
      logLevel: 'info',
      bodyLimit: '1mb',
      trustProxy: false,
      upstream: undefined,
      admin: { email: 'admin@talento.local' },
    });
    expect(config.dataDir).toMatch(/data\/db$/);
  });

  it('converts numbers and booleans from strings', () => {
    const config = toAppConfig(
      validateEnvironment({
        PORT: '8080',
        TRUST_PROXY: 'false',
        UPSTREAM_API_URL: 'http://up.local:9000/',
      }),
    );
    expect(config.port).toBe(8080);
    expect(config.trustProxy).toBe(false);
    expect(config.upstream).toEqual({ url: 'http://up.local:9000', ctaId: '', timeoutMs: 5000 });
    expect(toAppConfig(validateEnvironment({ TRUST_PROXY: 'true' })).trustProxy).toBe(true);
  });

  it('lists every problem at once', () => {
    expect(() => validateEnvironment({ PORT: '70000', ADMIN_EMAIL: 'nope' })).toThrow(
      /PORT must not be greater than 65535[\s\S]*ADMIN_EMAIL must be an email/,
    );
  });
});
