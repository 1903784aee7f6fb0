/**
 * compose.yaml as a Compose implementation reads it: a YAML parser (merge keys on, as
 * Compose has them), then the Compose specification's rules for the parts the file uses.
 * No Docker engine runs on the development machines, so this is what checks the file.
 */
import { readFileSync } from 'node:fs';
import { parseDocument } from 'yaml';

type Mapping = Record<string, unknown>;

export interface ComposeFile {
  name?: unknown;
  services?: unknown;
  secrets?: unknown;
  volumes?: unknown;
  networks?: unknown;
  [key: string]: unknown;
}

/** The parsed file; a YAML error or warning (duplicate key, bad merge) throws. */
export function parseCompose(text: string): ComposeFile {
  const document = parseDocument(text, { merge: true, prettyErrors: true });
  const problems = [...document.errors, ...document.warnings];
  if (problems.length > 0) throw new Error(problems.map((problem) => problem.message).join('\n'));
  return document.toJS() as ComposeFile;
}

export function readCompose(path: string): ComposeFile {
  return parseCompose(readFileSync(path, 'utf8'));
}

const TOP_LEVEL = new Set(['name', 'services', 'secrets', 'volumes', 'networks', 'configs']);
const DEPENDENCY_CONDITIONS = [
  'service_started',
  'service_healthy',
  'service_completed_successfully',
];
const RESTART_POLICIES = ['no', 'always', 'on-failure', 'unless-stopped'];
const HEALTHCHECK_KINDS = ['NONE', 'CMD', 'CMD-SHELL'];
/** Compose durations: 1m30s, 10s, 500ms… */
const DURATION = /^(\d+(\.\d+)?(ns|us|ms|s|m|h))+$/;

const isMapping = (value: unknown): value is Mapping =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isStringList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');
const kindOf = (value: unknown) =>
  Array.isArray(value) ? 'a list' : isMapping(value) ? 'a mapping' : typeof value;

/** The names a service lists (short form) or maps (long form) under `key`. */
function namesUnder(service: Mapping, key: string): string[] {
  const value = service[key];
  if (Array.isArray(value)) {
    return value.map((item) => (isMapping(item) ? String(item.source) : String(item)));
  }
  return isMapping(value) ? Object.keys(value) : [];
}

/** A named volume a `volumes:` entry mounts; undefined for bind mounts and anonymous ones. */
function namedVolume(entry: unknown): string | undefined {
  if (isMapping(entry)) {
    return entry.type === 'volume' && typeof entry.source === 'string' ? entry.source : undefined;
  }
  const [source, target] = String(entry).split(':');
  // One part: an anonymous volume; a path (or a variable) first: a bind mount.
  if (target === undefined || /^[./~$]/.test(source)) return undefined;
  return source;
}

function serviceProblems(name: string, service: Mapping, file: ComposeFile): string[] {
  const problems: string[] = [];
  const at = `services.${name}`;
  if (service.image === undefined && service.build === undefined) {
    problems.push(`${at} has neither image nor build`);
  }
  if (service.image !== undefined && typeof service.image !== 'string') {
    problems.push(`${at}.image must be a string`);
  }
  if (service.restart !== undefined && !RESTART_POLICIES.includes(service.restart as string)) {
    problems.push(`${at}.restart must be one of ${RESTART_POLICIES.join(', ')}`);
  }
  for (const key of ['command', 'entrypoint']) {
    const value = service[key];
    if (value !== undefined && typeof value !== 'string' && !isStringList(value)) {
      problems.push(`${at}.${key} must be a string or a list of strings, not ${kindOf(value)}`);
    }
  }
  const environment = service.environment;
  if (environment !== undefined) {
    if (!isMapping(environment)) problems.push(`${at}.environment must be a mapping`);
    else {
      for (const [key, value] of Object.entries(environment)) {
        // Strings only: no YAML guess (yes, 0755, 1e3) may change what the server reads.
        if (typeof value !== 'string') {
          problems.push(`${at}.environment.${key} must be a string, not ${kindOf(value)}`);
        }
      }
    }
  }
  const ports = service.ports;
  if (ports !== undefined && !isStringList(ports)) {
    problems.push(`${at}.ports must be a list of strings ("8080:8080": YAML 1.1 reads 60-base)`);
  }
  const healthcheck = service.healthcheck;
  if (healthcheck !== undefined) {
    if (!isMapping(healthcheck)) problems.push(`${at}.healthcheck must be a mapping`);
    else {
      const test = healthcheck.test;
      if (typeof test !== 'string' && !isStringList(test)) {
        problems.push(`${at}.healthcheck.test must be a string or a list of strings`);
        if (Array.isArray(test)) {
          test.forEach((item, i) => {
            if (typeof item !== 'string') {
              problems.push(`${at}.healthcheck.test[${i}] is ${kindOf(item)}, not a string`);
            }
          });
        }
      } else if (Array.isArray(test) && !HEALTHCHECK_KINDS.includes(test[0])) {
        problems.push(`${at}.healthcheck.test must start with ${HEALTHCHECK_KINDS.join(', ')}`);
      }
      for (const key of ['interval', 'timeout', 'start_period', 'start_interval']) {
        const value = healthcheck[key];
        if (value !== undefined && (typeof value !== 'string' || !DURATION.test(value))) {
          problems.push(`${at}.healthcheck.${key} must be a duration such as 10s`);
        }
      }
      if (healthcheck.retries !== undefined && !Number.isInteger(healthcheck.retries)) {
        problems.push(`${at}.healthcheck.retries must be a whole number`);
      }
    }
  }
  const dependsOn = service.depends_on;
  const services = file.services as Mapping;
  for (const dependency of namesUnder(service, 'depends_on')) {
    if (!Object.hasOwn(services, dependency)) {
      problems.push(`${at}.depends_on names ${dependency}, which is not a service`);
    }
    const condition = isMapping(dependsOn) ? (dependsOn[dependency] as Mapping)?.condition : null;
    if (isMapping(dependsOn) && !DEPENDENCY_CONDITIONS.includes(condition as string)) {
      problems.push(
        `${at}.depends_on.${dependency}.condition must be one of ${DEPENDENCY_CONDITIONS.join(', ')}`,
      );
    }
  }
  const declared = (key: string) => (isMapping(file[key]) ? Object.keys(file[key]) : []);
  for (const secret of namesUnder(service, 'secrets')) {
    if (!declared('secrets').includes(secret)) {
      problems.push(`${at} uses secret ${secret}, not declared under secrets`);
    }
  }
  for (const network of namesUnder(service, 'networks')) {
    if (!declared('networks').includes(network)) {
      problems.push(`${at} joins network ${network}, not declared under networks`);
    }
  }
  const volumes = Array.isArray(service.volumes) ? service.volumes : [];
  for (const volume of volumes.map(namedVolume)) {
    if (volume !== undefined && !declared('volumes').includes(volume)) {
      problems.push(`${at} mounts volume ${volume}, not declared under volumes`);
    }
  }
  return problems;
}

/** What breaks the Compose specification's rules, one line each; empty when none. */
export function composeProblems(file: ComposeFile): string[] {
  const problems: string[] = [];
  for (const key of Object.keys(file)) {
    if (!TOP_LEVEL.has(key) && !key.startsWith('x-')) problems.push(`unknown top-level ${key}`);
  }
  if (!isMapping(file.services)) return [...problems, 'services must be a mapping'];
  for (const [name, service] of Object.entries(file.services)) {
    if (!isMapping(service)) problems.push(`services.${name} must be a mapping`);
    else problems.push(...serviceProblems(name, service, file));
  }
  const secrets = isMapping(file.secrets) ? file.secrets : {};
  for (const [name, secret] of Object.entries(secrets)) {
    if (!isMapping(secret) || (typeof secret.file !== 'string' && secret.external !== true)) {
      problems.push(`secrets.${name} needs a file (or external: true)`);
    }
  }
  return problems;
}

/**
 * Compose's interpolation of one value, in the forms the file uses: `$$` for `$`,
 * `${NAME}`, `${NAME:-default}` (unset or empty) and `${NAME-default}` (unset).
 */
export function interpolate(value: string, env: Record<string, string | undefined>): string {
  return value.replace(
    /\$(?:(\$)|\{([A-Za-z_][A-Za-z0-9_]*)(?:(:?)-([^}]*))?\})/g,
    (_, dollar: string | undefined, name: string, colon: string, fallback: string) => {
      if (dollar) return '$';
      const given = env[name];
      const missing = given === undefined || (colon === ':' && given === '');
      return missing ? (fallback ?? '') : given;
    },
  );
}
