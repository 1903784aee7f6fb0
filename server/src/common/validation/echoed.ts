import { Allow, ValidateBy, type ValidationOptions } from 'class-validator';

/** The echoed field names of each DTO class (own declarations only). */
const ECHOED = new WeakMap<object, ReadonlySet<string>>();

/**
 * The one rule for what the specification's original client sends back unchanged with a
 * change: the record's own `id`, values the server computes (a product's `price`), form
 * state (`rememberMe`). Those fields are accepted whatever their value and removed before
 * the DTO reaches a service; every other unknown field is still refused. Pair an echoed
 * `id` with `@IsTargetId()` on the property that wraps the record.
 *
 * Mapped types (PartialType and friends) do not inherit this: declare it on them too.
 */
export function Echoes(...fields: string[]): ClassDecorator {
  return (target) => {
    for (const field of fields) Allow()(target.prototype as object, field);
    ECHOED.set(target, new Set([...(ECHOED.get(target) ?? []), ...fields]));
  };
}

/** The echoed fields of an object's class and the classes it extends. */
function echoedFieldsOf(value: object): string[] {
  const fields: string[] = [];
  for (let type = value.constructor; type && type !== Object;) {
    fields.push(...(ECHOED.get(type) ?? []));
    type = Object.getPrototypeOf(type) as typeof type;
  }
  return fields;
}

/**
 * Deletes the echoed fields from a validated DTO and from every DTO nested in it;
 * returns the same value. Iterative, as bodies may nest deep.
 */
export function dropEchoedFields<T>(value: T): T {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const current = pending.pop();
    if (current === null || typeof current !== 'object' || ArrayBuffer.isView(current)) continue;
    if (Array.isArray(current)) {
      pending.push(...(current as unknown[]));
      continue;
    }
    const record = current as Record<string, unknown>;
    for (const field of echoedFieldsOf(record)) delete record[field];
    pending.push(...Object.values(record));
  }
  return value;
}

/**
 * On the property that wraps a record (`{id, contact: {...}}`): the record's own `id`,
 * when the client sends it back, must be the id the request targets (`targetField` of the
 * same body). A null or missing id passes.
 */
export function IsTargetId(targetField = 'id', options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'isTargetId',
      validator: {
        validate: (value: unknown, args) => {
          const echoed = (value as { id?: unknown } | null | undefined)?.id;
          const target = (args?.object as Record<string, unknown>)[targetField];
          return echoed === undefined || echoed === null || echoed === target;
        },
        defaultMessage: (args) =>
          `${args?.property ?? 'the record'}.id must be the ${targetField} this request changes`,
      },
    },
    options,
  );
}
