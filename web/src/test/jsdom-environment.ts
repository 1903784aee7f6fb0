import type { EnvironmentContext, JestEnvironmentConfig } from '@jest/environment';
import JSDOMEnvironment from 'jest-environment-jsdom';

/**
 * jsdom has no Fetch API, yet openapi-fetch builds `Request`s and react-router's data
 * routers build one per navigation. Lend the test window Node's own classes, with the
 * AbortController whose signals those `Request`s accept. `fetch` itself stays undefined:
 * every test that talks to the API stubs it.
 */
const LENT_FROM_NODE = [
  'Request',
  'Response',
  'Headers',
  'AbortController',
  'AbortSignal',
  'TextEncoder',
  'TextDecoder',
  'ReadableStream',
  'WritableStream',
  'TransformStream',
  'structuredClone',
] as const;

export default class WebTestEnvironment extends JSDOMEnvironment {
  constructor(config: JestEnvironmentConfig, context: EnvironmentContext) {
    super(config, context);
    const target = this.global as unknown as Record<string, unknown>;
    const source = globalThis as unknown as Record<string, unknown>;
    for (const name of LENT_FROM_NODE) target[name] = source[name];
  }
}
