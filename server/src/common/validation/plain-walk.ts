/**
 * Readies a parsed JSON body or query for class-transformer in one pass: deletes the keys
 * that could reach a prototype (`__proto__`, `prototype`, `constructor`), as Nest's pipe
 * does, and answers whether the value holds only plain objects, dense arrays and
 * primitives. Anything else (a Buffer, a Date, a sparse array) answers false, and the
 * caller leaves the value to Nest's pipe, which knows those cases. Iterative: the body's
 * depth was checked before, but no input should reach the call stack's limit.
 */
export function readyPlainValue(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const current = pending.pop();
    if (current === null || typeof current !== 'object') continue;
    if (Array.isArray(current)) {
      if (Object.keys(current).length !== current.length) return false;
      for (const item of current as unknown[]) pending.push(item);
      continue;
    }
    const prototype = Object.getPrototypeOf(current) as unknown;
    if (prototype !== Object.prototype && prototype !== null) return false;
    const record = current as Record<string, unknown>;
    for (const key of ['__proto__', 'prototype', 'constructor']) {
      if (Object.prototype.hasOwnProperty.call(record, key)) delete record[key];
    }
    for (const key of Object.keys(record)) pending.push(record[key]);
  }
  return true;
}
