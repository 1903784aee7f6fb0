import { toAppConfig, validateEnvironment } from './environment';

describe('environment', () => {
  it('applies defaults', () => {
    const config = toAppConfig(validateEnvironment({}));
    expect(config).toMatchObject({
      nodeEnv: 'production',
      port: 3000,
      host: '0.0.0.0',
      logLevel: 'info',
      bodyLimit: 1024 * 1024,
      trustProxy: false,
      upstream: undefined,
      admin: { email: 'admin@talento.local' },
      activityRetentionDays: 180,
      auditRetentionDays: 365,
      invoiceCurrencyPerPoint: 10,
      bookingRateLimit: { writesPerIp: 20, readsPerIp: 300, windowSeconds: 900 },
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
    expect(toAppConfig(validateEnvironment({ BODY_LIMIT: '10kb' })).bodyLimit).toBe(10 * 1024);
    expect(toAppConfig(validateEnvironment({ BODY_LIMIT: '512B' })).bodyLimit).toBe(512);
  });

  it('trusts X-Forwarded-For from nobody, everybody or the listed proxies', () => {
    const trust = (TRUST_PROXY: string) =>
      toAppConfig(validateEnvironment({ TRUST_PROXY })).trustProxy;
    expect(trust('true')).toBe(true);
    expect(trust('YES')).toBe(true);
    expect(trust('false')).toBe(false);
    expect(trust('0')).toBe(false);
    expect(trust('1')).toBe(true);
    expect(trust('127.0.0.1')).toEqual(['127.0.0.1']);
    expect(trust(' 172.30.240.0/24, 10.0.0.5 ,::1, fd00::/8,loopback')).toEqual([
      '172.30.240.0/24',
      '10.0.0.5',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
    for (const TRUST_PROXY of [
      'maybe',
      'proxy.internal',
      '10.0.0.0/33',
      '::1/129',
      '10.0.0.0/8/1',
      '10.0.0.5,',
      '300.1.1.1',
      // A hop count: Fastify would trust nobody for it, silently.
      '2',
    ]) {
      expect(() => validateEnvironment({ TRUST_PROXY })).toThrow(
        "TRUST_PROXY must be true, false, or a comma-separated list of the proxies' addresses and subnets",
      );
    }
  });

  it('gives the first administrator a one-time password in production, the README default elsewhere', () => {
    const admin = (env: Record<string, string>) => toAppConfig(validateEnvironment(env)).admin;
    const first = admin({ NODE_ENV: 'production' });
    expect(first).toEqual({
      email: 'admin@talento.local',
      password: expect.stringMatching(/^[\w-]{24}$/),
      oneTimePassword: true,
    });
    expect(admin({}).password).not.toBe(first.password);
    for (const NODE_ENV of ['development', 'test']) {
      expect(admin({ NODE_ENV })).toEqual({
        email: 'admin@talento.local',
        password: 'Talento-Admin-2026',
        oneTimePassword: false,
      });
    }
    expect(admin({ NODE_ENV: 'production', ADMIN_PASSWORD: 'chosen-by-the-operator' })).toEqual({
      email: 'admin@talento.local',
      password: 'chosen-by-the-operator',
      oneTimePassword: false,
    });
    expect(admin({ NODE_ENV: 'development', ADMIN_PASSWORD: 'Talento-Admin-2026' }).password).toBe(
      'Talento-Admin-2026',
    );
  });

  it('refuses the well-known administrator password in production', () => {
    for (const env of [{ NODE_ENV: 'production' }, {}]) {
      expect(() => validateEnvironment({ ...env, ADMIN_PASSWORD: 'Talento-Admin-2026' })).toThrow(
        'ADMIN_PASSWORD must not be the well-known default in production',
      );
    }
  });

  it('keeps the JSON files without DATABASE_URL, and takes PostgreSQL with it', () => {
    expect(toAppConfig(validateEnvironment({})).database).toBeUndefined();
    const url = 'postgresql://talento:secret@db.internal:5432/talento';
    expect(toAppConfig(validateEnvironment({ DATABASE_URL: url })).database).toEqual({
      url,
      poolSize: 8,
      migrate: false,
    });
    expect(
      toAppConfig(
        validateEnvironment({
          DATABASE_URL: 'postgres://db/talento',
          DATABASE_POOL_SIZE: '4',
          DB_MIGRATE: 'true',
        }),
      ).database,
    ).toEqual({ url: 'postgres://db/talento', poolSize: 4, migrate: true });
  });

  it.each(['mysql://db/talento', 'db.internal:5432', 'postgresql://with space/db'])(
    'refuses DATABASE_URL %s with a clear message',
    (DATABASE_URL) => {
      expect(() => validateEnvironment({ DATABASE_URL })).toThrow(
        'DATABASE_URL must be a postgres:// or postgresql:// address',
      );
    },
  );

  it('points e-mail links at PUBLIC_URL, by default this server on its port', () => {
    expect(toAppConfig(validateEnvironment({})).publicUrl).toBe('http://localhost:3000');
    expect(toAppConfig(validateEnvironment({ PORT: '8080' })).publicUrl).toBe(
      'http://localhost:8080',
    );
    expect(
      toAppConfig(validateEnvironment({ PORT: '8080', PUBLIC_URL: 'https://talento.example/' }))
        .publicUrl,
    ).toBe('https://talento.example');
    for (const PUBLIC_URL of ['talento.example', 'ftp://talento.example', 'not a url']) {
      expect(() => validateEnvironment({ PUBLIC_URL })).toThrow(
        'PUBLIC_URL must be an http(s) address',
      );
    }
  });

  it('keeps activities ACTIVITY_RETENTION_DAYS days, a whole number of at least 1', () => {
    expect(
      toAppConfig(validateEnvironment({ ACTIVITY_RETENTION_DAYS: '30' })).activityRetentionDays,
    ).toBe(30);
    expect(
      toAppConfig(validateEnvironment({ ACTIVITY_RETENTION_DAYS: '1' })).activityRetentionDays,
    ).toBe(1);
    for (const [value, problem] of [
      ['0', 'ACTIVITY_RETENTION_DAYS must not be less than 1'],
      ['-5', 'ACTIVITY_RETENTION_DAYS must not be less than 1'],
      ['abc', 'ACTIVITY_RETENTION_DAYS must be an integer number'],
      ['1.5', 'ACTIVITY_RETENTION_DAYS must be an integer number'],
      ['36501', 'ACTIVITY_RETENTION_DAYS must not be greater than 36500'],
    ]) {
      expect(() => validateEnvironment({ ACTIVITY_RETENTION_DAYS: value })).toThrow(problem);
    }
  });

  it('keeps the audit trail AUDIT_RETENTION_DAYS days, a whole number from 1 to 36500', () => {
    expect(
      toAppConfig(validateEnvironment({ AUDIT_RETENTION_DAYS: '90' })).auditRetentionDays,
    ).toBe(90);
    for (const [value, problem] of [
      ['0', 'AUDIT_RETENTION_DAYS must not be less than 1'],
      ['abc', 'AUDIT_RETENTION_DAYS must be an integer number'],
      ['36501', 'AUDIT_RETENTION_DAYS must not be greater than 36500'],
    ]) {
      expect(() => validateEnvironment({ AUDIT_RETENTION_DAYS: value })).toThrow(problem);
    }
  });

  it('awards a point per INVOICE_CURRENCY_PER_POINT currency units, a whole number from 1 to 1,000,000', () => {
    const rate = (value: string) =>
      toAppConfig(validateEnvironment({ INVOICE_CURRENCY_PER_POINT: value }))
        .invoiceCurrencyPerPoint;
    expect(rate('25')).toBe(25);
    expect(rate('1')).toBe(1);
    expect(rate('1000000')).toBe(1_000_000);
    for (const [value, problem] of [
      ['0', 'INVOICE_CURRENCY_PER_POINT must not be less than 1'],
      ['-10', 'INVOICE_CURRENCY_PER_POINT must not be less than 1'],
      ['ten', 'INVOICE_CURRENCY_PER_POINT must be an integer number'],
      ['2.5', 'INVOICE_CURRENCY_PER_POINT must be an integer number'],
      ['1000001', 'INVOICE_CURRENCY_PER_POINT must not be greater than 1000000'],
    ]) {
      expect(() => validateEnvironment({ INVOICE_CURRENCY_PER_POINT: value })).toThrow(problem);
    }
  });

  it('serves metrics only when METRICS_PORT is set, on loopback unless METRICS_HOST says otherwise', () => {
    const metrics = (env: Record<string, string>) => toAppConfig(validateEnvironment(env)).metrics;
    expect(metrics({})).toBeUndefined();
    expect(metrics({ METRICS_HOST: '0.0.0.0' })).toBeUndefined();
    expect(metrics({ METRICS_PORT: '9464' })).toEqual({ port: 9464, host: '127.0.0.1' });
    expect(metrics({ METRICS_PORT: '0' })).toEqual({ port: 0, host: '127.0.0.1' });
    for (const METRICS_HOST of ['0.0.0.0', '::', '::1', 'localhost', 'metrics.internal']) {
      expect(metrics({ METRICS_PORT: '9464', METRICS_HOST })?.host).toBe(METRICS_HOST);
    }
    for (const METRICS_PORT of ['-1', '65536', 'nine', '94.5']) {
      expect(() => validateEnvironment({ METRICS_PORT })).toThrow(
        'METRICS_PORT must be a port number from 0 to 65535',
      );
    }
    for (const METRICS_HOST of ['http://127.0.0.1', '127.0.0.1:9464', 'two words', 'a/b']) {
      expect(() => validateEnvironment({ METRICS_PORT: '9464', METRICS_HOST })).toThrow(
        'METRICS_HOST must be an IP address or a host name',
      );
    }
    expect(() => validateEnvironment({ METRICS_PORT: '3000' })).toThrow(
      'METRICS_PORT must differ from PORT',
    );
    expect(() => validateEnvironment({ PORT: '8080', METRICS_PORT: '8080' })).toThrow(
      'METRICS_PORT must differ from PORT',
    );
    expect(metrics({ PORT: '0', METRICS_PORT: '0' })).toEqual({ port: 0, host: '127.0.0.1' });
  });

  it('writes JSON log lines but in development, unless LOG_FORMAT says otherwise', () => {
    const format = (env: Record<string, string>) => toAppConfig(validateEnvironment(env)).logFormat;
    expect(format({})).toBe('json');
    expect(format({ NODE_ENV: 'test' })).toBe('json');
    expect(format({ NODE_ENV: 'development' })).toBe('pretty');
    expect(format({ NODE_ENV: 'development', LOG_FORMAT: 'json' })).toBe('json');
    expect(format({ LOG_FORMAT: 'pretty' })).toBe('pretty');
    expect(() => validateEnvironment({ LOG_FORMAT: 'yaml' })).toThrow(
      'LOG_FORMAT must be one of json, pretty',
    );
  });

  it('lists every problem at once', () => {
    expect(() => validateEnvironment({ PORT: '70000', ADMIN_EMAIL: 'nope' })).toThrow(
      /PORT must not be greater than 65535[\s\S]*ADMIN_EMAIL must be an email/,
    );
  });
});
