import { isDeepStrictEqual } from 'node:util';

/**
 * `expect(actual).toEqual(expected)`, compared cheaply first: Jest's matcher walks a
 * structure far more slowly than Node's deep equality, which costs seconds over a whole
 * store's records or thousands of checks. The matcher still reports any difference (and
 * passes where only an undefined property differs, as toEqual does).
 */
export function expectEqual(actual: unknown, expected: unknown): void {
  if (!isDeepStrictEqual(actual, expected)) expect(actual).toEqual(expected);
}
