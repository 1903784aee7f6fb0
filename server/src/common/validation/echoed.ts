import { isDeepStrictEqual } from 'node:util';
import {
  Allow,
  getMetadataStorage,
  ValidateBy,
  type ValidationError,
  type ValidationOptions,
} from 'class-validator';
import { invalid } from '../errors/domain-error';
import { forgetValidationMetadata } from './metadata-cache';

/** The echoed field names of each DTO class (own declarations only). */
const ECHOED = new WeakMap<object, ReadonlySet<string>>();

/**
 * The one rule for what the original client sends back unchanged with a
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

/** A read DTO class, named through a function as it may be declared further down. */
type ReadShape = () => new () => object;

/** Input classes waiting for their read shape's fields (see resolveEchoedShapes). */
const PENDING: { target: object; shape: ReadShape }[] = [];

/**
 * Echoed fields that another operation changes (a vacancy's status): taken back only as
 * they are, see assertEchoesUnchanged.
 */
const UNCHANGED_ONLY = new WeakMap<object, ReadonlySet<string>>();

/** Where a DTO keeps the values sent for its unchanged-only fields once they are dropped. */
const SENT_UNCHANGED_ONLY = Symbol('sentUnchangedOnly');

/**
 * What a read answers, its write takes back unchanged: every field of the read DTO
 * (`shape`) that this input class does not take itself is echoed (see `@Echoes`): the
 * record's id, timestamps, counts and names the server computes. Fields the input does
 * take are validated as ever, and a field the read never answers is still refused.
 *
 * The read DTO's fields are its declared class fields (every instance owns them, as DTO
 * classes compile to ES2022 class fields). They are resolved once every class is defined:
 * by the global pipe when it is made, or by `resolveEchoedShapes()`.
 */
export function EchoesReadShape(
  shape: ReadShape,
  options: {
    /**
     * Fields another operation changes (a status, a balance): a value other than the
     * stored one is refused, not ignored, by `assertEchoesUnchanged` in the controller.
     */
    unchangedOnly?: readonly string[];
  } = {},
): ClassDecorator {
  return (target) => {
    PENDING.push({ target, shape });
    if (options.unchangedOnly) UNCHANGED_ONLY.set(target, new Set(options.unchangedOnly));
  };
}

/**
 * Refuses (400 `field-read-only`, naming the field) a DTO whose unchanged-only fields
 * were sent with another value than the record's (`current`, read only when one was
 * sent): the client meant a change this operation does not make.
 */
export function assertEchoesUnchanged(dto: object, current: () => object): void {
  const sent = (dto as { [SENT_UNCHANGED_ONLY]?: Record<string, unknown> })[SENT_UNCHANGED_ONLY];
  if (!sent) return;
  const record = current() as Record<string, unknown>;
  for (const [field, value] of Object.entries(sent)) {
    if (!isDeepStrictEqual(value, record[field])) {
      throw invalid(
        'field-read-only',
        `${field} cannot change through this operation: send it as it was read, or leave it out`,
        field,
      );
    }
  }
}

/** Turns each pending `@EchoesReadShape` into the echoed fields it stands for. */
export function resolveEchoedShapes(): void {
  if (PENDING.length === 0) return;
  const resolved = PENDING.splice(0).map(({ target, shape }) => {
    const taken = new Set(
      getMetadataStorage()
        .getTargetValidationMetadatas(target as new () => object, '', true, false)
        .map((rule) => rule.propertyName),
    );
    const fields = Object.keys(new (shape())()).filter((field) => !taken.has(field));
    return { target, fields };
  });
  for (const { target, fields } of resolved) Echoes(...fields)(target as never);
  // Rules looked up before this (none, normally) would lack the new ones.
  forgetValidationMetadata();
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

/** Puts the values sent for the DTO's unchanged-only fields where the check finds them. */
function keepUnchangedOnly(record: Record<string, unknown>): void {
  const fields = UNCHANGED_ONLY.get(record.constructor);
  if (!fields) return;
  const sent = Object.fromEntries(
    [...fields].filter((field) => field in record).map((field) => [field, record[field]]),
  );
  if (Object.keys(sent).length === 0) return;
  Object.defineProperty(record, SENT_UNCHANGED_ONLY, { value: sent, enumerable: false });
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
    keepUnchangedOnly(record);
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

/**
 * The path of the field whose echoed id names another record than the target, when that
 * is all a validation found: the refusal then carries `id-mismatch`, as on the routes
 * that name their record in the path.
 */
export function onlyTargetIdMismatch(errors: readonly ValidationError[]): string | undefined {
  const failed: { path: string; rule: string }[] = [];
  const pending = errors.map((error) => ({ error, path: error.property }));
  while (pending.length > 0) {
    const { error, path } = pending.pop()!;
    for (const rule of Object.keys(error.constraints ?? {})) failed.push({ path, rule });
    for (const child of error.children ?? []) {
      pending.push({ error: child, path: `${path}.${child.property}` });
    }
  }
  return failed.length === 1 && failed[0].rule === 'isTargetId' ? failed[0].path : undefined;
}
