import { callContext, withCallContext } from './call-context';
import { createHash } from 'node:crypto';
import type { Entity } from './entity';
import type { Draft } from './records';

/**
 * A record's version: an opaque string that changes whenever the stored record changes
 * (a digest of its content, keys sorted, so every server and both drivers agree). Records
 * are frozen, so each one's version is worked out once.
 */
const versions = new WeakMap<object, string>();

export function recordVersion(record: Entity): string {
  let version = versions.get(record);
  if (version === undefined) {
    version = createHash('sha256').update(canonicalJson(record)).digest('base64url').slice(0, 16);
    if (Object.isFrozen(record)) versions.set(record, version);
  }
  return version;
}

function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const keys = Object.keys(value).sort();
    const fields = keys.flatMap((key) => {
      const field = (value as Record<string, unknown>)[key];
      return field === undefined ? [] : [`${JSON.stringify(key)}:${canonicalJson(field)}`];
    });
    return `{${fields.join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * What a write was told its record looked like: the version the caller read of the record
 * `id`. The first change of the request that writes that record is refused when the record
 * changed meanwhile; later changes of the same request (its own follow-ups) are not.
 */
export interface ExpectedVersion {
  readonly id: string;
  readonly versions: readonly string[];
  checked: boolean;
}

/** Runs `work` (a request's handler) with the version its caller read of record `id`. */
export function withExpectedVersion<R>(expectation: ExpectedVersion, work: () => R): R {
  return withCallContext({ expectation }, work);
}

/** The expectation of the request that is making a change, taken when the change is made. */
export function currentExpectation(): ExpectedVersion | undefined {
  const { expectation } = callContext();
  return expectation && !expectation.checked ? expectation : undefined;
}

/** The record was changed by someone else since the caller read it; nothing was written. */
export class VersionConflictError extends Error {
  /** The record as the caller may read it now, when the HTTP layer found it. */
  current?: unknown;

  constructor(
    readonly id: string,
    /** The stored record's version now, or undefined once it is gone. */
    readonly currentVersion: string | undefined,
    /** The collection the refused write wrote the record in. */
    readonly collection?: string,
  ) {
    super(`Record ${id} changed since it was read`);
    this.name = 'VersionConflictError';
  }
}

interface WorkedOut {
  ops?: unknown;
}

/**
 * Works a change out against its drafts (`produce`), then refuses it when it writes or
 * removes the expected record and that record's version, as the change found it, is not
 * one the caller read. Runs inside the write path, so the check and the write are one step.
 */
export function checkingVersion<O extends WorkedOut>(
  expectation: ExpectedVersion | undefined,
  drafts: readonly Draft<Entity>[],
  produce: () => O,
): O {
  if (!expectation || expectation.checked) return produce();
  const before = drafts.map((draft) => draft.get(expectation.id));
  const outcome = produce();
  drafts.forEach((draft, index) => {
    if (!touches(outcome.ops, draft.name, expectation.id)) return;
    expectation.checked = true;
    const found = before[index];
    const version = found === undefined ? undefined : recordVersion(found);
    if (version === undefined || !expectation.versions.includes(version)) {
      throw new VersionConflictError(expectation.id, version, draft.name);
    }
  });
  return outcome;
}

interface LoggedOps {
  c: string;
  replace?: readonly Entity[];
  del?: readonly string[];
  put?: readonly { r: Entity }[];
}

function touches(ops: unknown, collection: string, id: string): boolean {
  const list = (Array.isArray(ops) ? ops : ops ? [ops] : []) as LoggedOps[];
  return list.some(
    (op) =>
      op.c === collection &&
      (op.del?.includes(id) ||
        op.put?.some((put) => put.r.id === id) ||
        op.replace?.some((record) => record.id === id)),
  );
}
