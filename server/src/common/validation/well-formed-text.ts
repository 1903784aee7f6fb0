import type { FastifyReply, FastifyRequest } from 'fastify';
import { invalid } from '../errors/domain-error';

/** Node 20 has it; the compiler's ES2023 library does not declare it yet. */
type Text = string & { isWellFormed(): boolean };

/**
 * Whether a text may be stored: no NUL (PostgreSQL's text cannot hold it, and other
 * programs read it as the end of the text) and no lone UTF-16 surrogate (half of a
 * character such as an emoji, which has no UTF-8 form). Every other character, newline
 * and tab included, is allowed.
 */
export function isStorableText(text: string): boolean {
  return !text.includes('\u0000') && (text as Text).isWellFormed();
}

interface Visit {
  value: unknown;
  key: string;
  parent: Visit | undefined;
}

function pathOf(visit: Visit): string {
  const keys: string[] = [];
  for (let at: Visit | undefined = visit; at; at = at.parent) if (at.key) keys.push(at.key);
  return keys.reverse().join('.');
}

/**
 * The path (`contact.emails.0.label`) of the first text in a parsed body or query, keys
 * included, that is not storable, below `root` (the name of the value
 * itself, '' for a whole body or query); undefined when every one is. Iterative, as bodies
 * may nest deep.
 */
export function findUnstorableText(value: unknown, root: string): string | undefined {
  const pending: Visit[] = [{ value, key: root, parent: undefined }];
  while (pending.length > 0) {
    const visit = pending.pop()!;
    const current = visit.value;
    if (typeof current === 'string') {
      if (!isStorableText(current)) return pathOf(visit);
      continue;
    }
    if (current === null || typeof current !== 'object' || ArrayBuffer.isView(current)) continue;
    for (const [key, item] of Object.entries(current as Record<string, unknown>)) {
      const child = { value: item, key, parent: visit };
      if (!isStorableText(key)) return pathOf(child);
      pending.push(child);
    }
  }
  return undefined;
}

export const UNSTORABLE_TEXT_MESSAGE =
  'must not hold a NUL character or a lone surrogate (half of a character such as an emoji)';

/**
 * The one rule for every text a request sends: a NUL or a lone surrogate anywhere (a body
 * field, however nested, or a query parameter) is refused with 400 `text-invalid`,
 * naming the field (`whole` when the value is one text without a name: a text/plain body).
 */
export function assertStorableText(value: unknown, root: string, whole: string): void {
  const path = findUnstorableText(value, root);
  if (path === undefined) return;
  const field = path || whole;
  throw invalid('text-invalid', `${field} ${UNSTORABLE_TEXT_MESSAGE}`, field);
}

/**
 * A `preValidation` hook: the rule on the parsed body and query of every request, before
 * guards, interceptors and handlers read them (a sign-in's e-mail reaches a database query
 * before validation). Multipart fields are parsed later; the global pipe applies the same
 * rule to them.
 */
export function rejectUnstorableText(
  request: FastifyRequest,
  _reply: FastifyReply,
  done: (error?: Error) => void,
): void {
  try {
    assertStorableText(request.query, '', 'query');
    assertStorableText(request.body, '', 'body');
    done();
  } catch (error) {
    done(error as Error);
  }
}
