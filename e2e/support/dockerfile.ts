import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The parts of the Dockerfile's runtime stage that decide how the product starts. */
export interface RuntimeStage {
  env: Record<string, string>;
  cmd: string[];
  healthcheck: string[];
  exposed: number[];
  user: string | undefined;
  volumes: string[];
  /** Each COPY's arguments as written, e.g. `data ./data`. */
  copies: string[];
}

/** Reads the last stage of the Dockerfile (the image that runs). */
export function readRuntimeStage(root: string): RuntimeStage {
  const text = readFileSync(join(root, 'Dockerfile'), 'utf8').replace(/\\\n\s*/g, ' ');
  const stages = text.split(/^FROM /m);
  const lines = stages[stages.length - 1].split('\n').map((line) => line.trim());
  const stage: RuntimeStage = {
    env: {},
    cmd: [],
    healthcheck: [],
    exposed: [],
    user: undefined,
    volumes: [],
    copies: [],
  };
  for (const line of lines) {
    const [instruction, ...rest] = line.split(/\s+/);
    const args = rest.join(' ');
    switch (instruction) {
      case 'ENV':
        for (const match of args.matchAll(/(\w+)=(\S+)/g)) stage.env[match[1]] = match[2];
        break;
      case 'CMD':
        stage.cmd = JSON.parse(args) as string[];
        break;
      case 'HEALTHCHECK':
        stage.healthcheck = JSON.parse(args.slice(args.indexOf('CMD ') + 4)) as string[];
        break;
      case 'EXPOSE':
        stage.exposed = rest.map(Number);
        break;
      case 'USER':
        stage.user = rest[0];
        break;
      case 'COPY':
        stage.copies.push(args);
        break;
      case 'VOLUME':
        stage.volumes = JSON.parse(args) as string[];
        break;
    }
  }
  return stage;
}
