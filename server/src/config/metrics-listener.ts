import { isIP } from 'node:net';
import { isFQDN, ValidateBy, type ValidationOptions } from 'class-validator';

export const METRICS_HOST_PROBLEM =
  'METRICS_HOST must be an IP address or a host name, such as 127.0.0.1 (the default), :: or metrics.internal';

/** An IPv4 or IPv6 address, or a host name (a single label such as localhost included). */
export function isListenHost(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  return isIP(value) !== 0 || isFQDN(value, { require_tld: false, allow_underscores: false });
}

/** Validates METRICS_HOST (see `isListenHost`). */
export function IsMetricsHost(options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'isMetricsHost',
      validator: {
        validate: isListenHost,
        defaultMessage: () => METRICS_HOST_PROBLEM,
      },
    },
    options,
  );
}

/**
 * METRICS_PORT may not be PORT: the two listeners would fight over it (0, a free port
 * each, is fine).
 */
export function IsNotTheApiPort(options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'isNotTheApiPort',
      validator: {
        validate: (value, args) =>
          value === 0 || value !== (args?.object as { PORT?: unknown } | undefined)?.PORT,
        defaultMessage: () =>
          'METRICS_PORT must differ from PORT: the metrics have a port of their own',
      },
    },
    options,
  );
}
