import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { composeProblems, interpolate, parseCompose, readCompose } from './compose-file';

const root = join(__dirname, '../..');
const composePath = join(root, 'compose.yaml');
const composeText = readFileSync(composePath, 'utf8');

type Service = {
  environment: Record<string, string>;
  entrypoint: string[];
  networks: string[];
};

/** A small valid file to break one rule at a time. */
const minimal = (service: string, extra = '') =>
  parseCompose(`services:\n  app:\n    image: app:1\n${service}${extra}`);

describe('compose.yaml', () => {
  it('parses as YAML and keeps to the Compose rules for everything it uses', () => {
    const file = readCompose(composePath);
    expect(composeProblems(file)).toEqual([]);
    expect(Object.keys(file.services as object)).toEqual([
      'db',
      'migrate',
      'app1',
      'app2',
      'proxy',
    ]);
  });

  it('gives the health check its script, on readiness, as one string, as the healthcheck takes it', () => {
    const services = readCompose(composePath).services as Record<string, Service>;
    const test = (services.app1 as unknown as { healthcheck: { test: unknown[] } }).healthcheck
      .test;
    expect(test[3]).toBe(
      "fetch('http://127.0.0.1:3000/api/health/ready').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))",
    );
  });

  it('reports an unquoted `: ` in a list item, which YAML reads as a mapping', () => {
    const unquoted = composeText.replace(
      /- "(fetch\(.*)r\.ok \? 0 : 1(.*)"/,
      (_, before: string, after: string) => `- ${before}r.ok ? 0: 1${after}`,
    );
    expect(unquoted).not.toBe(composeText);
    expect(composeProblems(parseCompose(unquoted))).toEqual(
      expect.arrayContaining([
        'services.app1.healthcheck.test[3] is a mapping, not a string',
        'services.migrate.healthcheck.test must be a string or a list of strings',
      ]),
    );
  });

  it('has the servers trust, for the client address, only the network the proxy reaches them on', () => {
    const file = readCompose(composePath);
    const services = file.services as Record<string, Service>;
    const networks = file.networks as { front: { ipam: { config: { subnet: string }[] } } };
    const subnet = networks.front.ipam.config[0].subnet;
    for (const name of ['app1', 'app2']) {
      expect(services[name].environment.TRUST_PROXY).toBe(subnet);
      expect(services[name].networks).toEqual(['front', 'back']);
    }
    // Nothing else that could send requests sits on that network.
    expect(services.proxy.networks).toEqual(['front']);
    expect(services.db.networks).toEqual(['back']);
    expect(services.migrate.networks).toEqual(['back']);
  });

  describe('PUBLIC_URL as the servers get it from the entry point', () => {
    /** The app's entry point run as Compose would, with `printenv` as its command. */
    const publicUrlWith = (shell: Record<string, string>) => {
      const app = (readCompose(composePath).services as Record<string, Service>).app1;
      const environment = Object.fromEntries(
        Object.entries(app.environment).map(([key, value]) => [key, interpolate(value, shell)]),
      );
      const [command, ...args] = app.entrypoint.map((part) => interpolate(part, shell));
      return execFileSync(command, [...args, 'printenv', 'PUBLIC_URL'], {
        env: { PATH: process.env.PATH, ...environment },
        encoding: 'utf8',
        // The secrets' files are not here; the entry point goes on without them.
        stdio: ['ignore', 'pipe', 'ignore'],
      }).trim();
    };

    it('follows the published PORT when PUBLIC_URL is not set', () => {
      expect(publicUrlWith({ PORT: '9090' })).toBe('http://localhost:9090');
      expect(publicUrlWith({ PORT: '9090', PUBLIC_URL: '' })).toBe('http://localhost:9090');
      expect(publicUrlWith({})).toBe('http://localhost:8080');
    });

    it('keeps PUBLIC_URL when given', () => {
      expect(publicUrlWith({ PORT: '9090', PUBLIC_URL: 'https://talento.example' })).toBe(
        'https://talento.example',
      );
    });
  });
});

describe('deploy/Caddyfile', () => {
  it('sends the servers the connecting client as X-Forwarded-For, never what the client sent', () => {
    const caddyfile = readFileSync(join(root, 'deploy/Caddyfile'), 'utf8');
    // The block up to its closing brace alone on a line (placeholders have braces too).
    const proxy =
      /reverse_proxy app1:3000 app2:3000 \{\n([\s\S]*?)\n\t\}/.exec(caddyfile)?.[1] ?? '';
    expect(proxy).toMatch(/^\s*header_up X-Forwarded-For \{remote_host\}$/m);
  });
});

describe('composeProblems', () => {
  it('finds a service with neither image nor build', () => {
    expect(composeProblems(parseCompose('services:\n  app:\n    restart: always\n'))).toEqual([
      'services.app has neither image nor build',
    ]);
  });

  it('wants environment values and ports as strings', () => {
    expect(
      composeProblems(minimal('    environment:\n      PORT: 3000\n    ports:\n      - 8080\n')),
    ).toEqual([
      'services.app.environment.PORT must be a string, not number',
      'services.app.ports must be a list of strings ("8080:8080": YAML 1.1 reads 60-base)',
    ]);
  });

  it('wants a health check of a string or a list of strings starting with its kind', () => {
    expect(
      composeProblems(minimal('    healthcheck:\n      test: [node, -e, x]\n      interval: 10\n')),
    ).toEqual([
      'services.app.healthcheck.test must start with NONE, CMD, CMD-SHELL',
      'services.app.healthcheck.interval must be a duration such as 10s',
    ]);
    expect(composeProblems(minimal('    healthcheck:\n      test: pg_isready\n'))).toEqual([]);
  });

  it('knows the three depends_on conditions and the services named', () => {
    expect(
      composeProblems(
        minimal('    depends_on:\n      db:\n        condition: service_ready\n      ghost: {}\n'),
      ),
    ).toEqual([
      'services.app.depends_on names db, which is not a service',
      'services.app.depends_on.db.condition must be one of service_started, service_healthy, service_completed_successfully',
      'services.app.depends_on names ghost, which is not a service',
      'services.app.depends_on.ghost.condition must be one of service_started, service_healthy, service_completed_successfully',
    ]);
  });

  it('wants every secret, named volume and network used declared', () => {
    expect(
      composeProblems(
        minimal(
          '    secrets: [token]\n    networks: [front]\n    volumes:\n' +
            '      - data:/data\n      - ./conf:/conf:ro\n      - /scratch\n',
        ),
      ),
    ).toEqual([
      'services.app uses secret token, not declared under secrets',
      'services.app joins network front, not declared under networks',
      'services.app mounts volume data, not declared under volumes',
    ]);
  });

  it('stops on YAML the parser warns about, such as a repeated key', () => {
    expect(() => parseCompose('services:\n  app:\n    image: a\n    image: b\n')).toThrow(
      /unique/i,
    );
  });
});

describe('interpolate', () => {
  it('reads $$, ${NAME}, ${NAME:-default} and ${NAME-default} as Compose does', () => {
    const env = { SET: 'x', EMPTY: '' };
    expect(interpolate('$${SET}', env)).toBe('${SET}');
    expect(interpolate('${SET}/${UNSET}', env)).toBe('x/');
    expect(interpolate('${EMPTY:-d}|${EMPTY-d}|${UNSET-d}', env)).toBe('d||d');
  });
});
