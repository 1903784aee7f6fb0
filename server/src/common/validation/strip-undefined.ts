/**
 * Deletes every key whose value is undefined, in nested objects and arrays too, and
 * returns the same value.
 *
 * Why: DTO classes are compiled with ES2022 class fields, so every instance
 * class-transformer builds owns each declared field, `undefined` when the request left it
 * out. Spread over a stored record (`{ ...record, ...patch }`) those would wipe fields a
 * PATCH never named. The global validation pipe runs this on everything it transforms.
 * Iterative, as bodies may nest deep.
 */
export function stripUndefined<T>(value: T): T {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const current = pending.pop();
    if (current === null || typeof current !== 'object' || ArrayBuffer.isView(current)) continue;
    if (current instanceof Date) continue;
    if (Array.isArray(current)) {
      for (const item of current as unknown[]) pending.push(item);
      continue;
    }
    const record = current as Record<string, unknown>;
    for (const key of Object.keys(record)) {
      if (record[key] === undefined) delete record[key];
      else pending.push(record[key]);
    }
  }
  return value;
}
