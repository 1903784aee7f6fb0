import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readRuntimeStage } from '../e2e/support/dockerfile';
import { readCompose } from './compose/compose-file';
import { PRODUCTION_NODE_FLAGS, PRODUCTION_START, SERVER_ENTRY } from './production-start';

const root = join(__dirname, '..');

describe('the production start', () => {
  it("is the Dockerfile's command", () => {
    expect(readRuntimeStage(root).cmd).toEqual(PRODUCTION_START);
  });

  it("is the command of compose.yaml's servers", () => {
    const services = readCompose(join(root, 'compose.yaml')).services as Record<
      string,
      { command?: unknown }
    >;
    const servers = Object.entries(services).filter(([, service]) =>
      JSON.stringify(service.command ?? []).includes(SERVER_ENTRY),
    );
    expect(servers.map(([name]) => name)).toEqual(['app1', 'app2']);
    for (const [, service] of servers) expect(service.command).toEqual(PRODUCTION_START);
  });

  it('is what `npm start` runs once the build is there', () => {
    const { scripts } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    expect(scripts.start.split(' && ').at(-1)).toBe(PRODUCTION_START.join(' '));
  });

  it('gives Node flags it knows', () => {
    expect(PRODUCTION_NODE_FLAGS.length).toBeGreaterThan(0);
    for (const flag of PRODUCTION_NODE_FLAGS)
      expect(process.allowedNodeEnvironmentFlags.has(flag.split('=')[0])).toBe(true);
  });
});
