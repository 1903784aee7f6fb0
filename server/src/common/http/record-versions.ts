import {
  applyDecorators,
  BadRequestException,
  type CallHandler,
  type ExecutionContext,
  Injectable,
  type NestInterceptor,
  SetMetadata,
} from '@nestjs/common';
import type { Reflector } from '@nestjs/core';
import { ApiExtension, type OpenAPIObject } from '@nestjs/swagger';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { catchError, from, map, Observable, switchMap, throwError } from 'rxjs';
import {
  type ExpectedVersion,
  recordVersion,
  type StoreService,
  VersionConflictError,
  withExpectedVersion,
} from '../../store';
import { invalid } from '../errors/domain-error';

const WRITES = new Set(['PUT', 'PATCH', 'DELETE', 'POST']);

/** One stored record a route answers and writes as a document, without its id. */
export interface StoredDocument {
  collection: string;
  id: string;
}

const STORED_DOCUMENT = 'stored-document';
/** Marks such operations in the OpenAPI document until describeRecordVersions reads it. */
const DOCUMENT_EXTENSION = 'x-stored-document';

/**
 * The route answers and writes one stored record as a document of its own shape, with no
 * id in it (the menu editor's side menu): its answers carry that record's version and
 * its writes take If-Match, as a record's route does.
 */
export const AnswersDocument = (document: StoredDocument) =>
  applyDecorators(
    SetMetadata(STORED_DOCUMENT, document),
    ApiExtension(DOCUMENT_EXTENSION, document.collection),
  );

/**
 * Record versions and conflict-safe writes.
 *
 * - An answer that is one stored record (an object with its id) carries its `version`,
 *   also as the `ETag` header.
 * - A write to the record `:id` whose body names another (`id`, as a record read and sent
 *   back holds it) is refused with 400 `id-mismatch`: which record it meant is unclear.
 * - A write that says which version it read (`If-Match`; `version` in the body of a
 *   route with `:id`) is refused with 409 `version-conflict`, and the record as the
 *   caller may read it now, when the record changed meanwhile; the check runs in the
 *   store's write path, so it holds against every request and every server. A write
 *   that sends no version changes the record whatever happened to it since (last write
 *   wins).
 * - A route marked @AnswersDocument() does the same for the one record it answers as a
 *   document without an id: its answers carry the version, its writes take If-Match (or
 *   the document's `version` sent back), and a refusal holds the document as read now.
 */
@Injectable()
export class RecordVersions implements NestInterceptor {
  constructor(
    private readonly store: StoreService,
    private readonly fastify: FastifyInstance,
    private readonly reflector: Reflector,
  ) {}

  /** Each handler's document, looked up once: every request passes here. */
  private readonly documents = new WeakMap<object, StoredDocument | null>();

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const http = context.switchToHttp();
    const request = http.getRequest<FastifyRequest>();
    const reply = http.getResponse<FastifyReply>();
    const document = this.documentOf(context.getHandler());
    const answer = () =>
      next
        .handle()
        .pipe(
          map((body) =>
            document
              ? this.withDocumentVersion(body, document, reply)
              : this.withVersion(body, reply),
          ),
        );
    if (!WRITES.has(request.method)) return answer();
    const mismatch = idMismatchOf(request) ?? versionNotReadOf(request);
    if (mismatch) return throwError(() => mismatch);
    const expectation = document
      ? documentExpectationOf(request, document)
      : expectationOf(request);
    if (!expectation) return answer();
    // Nest binds the handler to the async context `handle()` is called in: call it inside.
    return new Observable<unknown>((subscriber) =>
      withExpectedVersion(expectation, () => answer().subscribe(subscriber)),
    ).pipe(
      catchError((error: unknown) =>
        error instanceof VersionConflictError
          ? from(this.withCurrent(error, request, document)).pipe(
              switchMap((full) => throwError(() => full)),
            )
          : throwError(() => error),
      ),
    );
  }

  private documentOf(handler: object): StoredDocument | null {
    let document = this.documents.get(handler);
    if (document === undefined) {
      document =
        this.reflector.get<StoredDocument | undefined>(STORED_DOCUMENT, handler as never) ?? null;
      this.documents.set(handler, document);
    }
    return document;
  }

  /** A document's answer gets the version of the record it is (none while none is stored). */
  private withDocumentVersion(
    body: unknown,
    document: StoredDocument,
    reply: FastifyReply,
  ): unknown {
    const stored = this.store.recordIn(document.collection, document.id);
    if (!stored || !plainObject(body)) return body;
    const version = recordVersion(stored);
    void reply.header('etag', `"${version}"`);
    return { ...(body as object), version };
  }

  /** An answer that is one stored record (an object with its id) gets its version. */
  private withVersion(body: unknown, reply: FastifyReply): unknown {
    if (!isRecordAnswer(body)) return body;
    const stored = this.store.recordById(body.id);
    if (!stored) return body;
    const version = recordVersion(stored);
    void reply.header('etag', `"${version}"`);
    return { ...body, version };
  }

  /**
   * The conflict, with the record as the caller's own read answers it now: the route's
   * read of `:id`, or on a route that names its record by body or query (`?id=`), the read
   * at the same path with `?id=`. An answer that is not that record is left out.
   */
  private async withCurrent(
    error: VersionConflictError,
    request: FastifyRequest,
    document: StoredDocument | null,
  ): Promise<VersionConflictError> {
    if (error.currentVersion === undefined) return error;
    const route = request.routeOptions.url ?? '';
    const at = route.indexOf(':id');
    const id = encodeURIComponent(error.id);
    // A document is read where it is written.
    const url = document ? route : at === -1 ? `${route}?id=${id}` : route.slice(0, at) + id;
    const read = await this.fastify.inject({
      method: 'GET',
      url,
      headers: pick(request.headers, ['authorization', 'accept-language']),
      remoteAddress: request.ip,
    });
    if (read.statusCode !== 200) return error;
    const current = plainObject(jsonOf(read.body));
    if (!current || (!document && current.id !== error.id)) return error;
    // Ids are unique per collection only: the version is the one of the record written.
    const stored = error.collection ? this.store.recordIn(error.collection, error.id) : undefined;
    error.current = stored ? { ...current, version: recordVersion(stored) } : current;
    return error;
  }
}

/**
 * The refusal of a write whose body's `id` is not the record its path names (`:id`): a
 * record read and sent back to another's address would otherwise overwrite that one. No
 * input DTO of such a route takes an `id` of its own; a null one names nothing.
 */
function idMismatchOf(request: FastifyRequest): Error | undefined {
  const param = (request.params as Record<string, unknown> | undefined)?.id;
  const sent = plainObject(request.body)?.id;
  if (typeof param !== 'string' || sent === undefined || sent === null || sent === param) {
    return undefined;
  }
  return invalid(
    'id-mismatch',
    'id must be the id in the path: the record this request changes',
    'id',
  );
}

/**
 * A `version` in the body that no read answered (a number, say): dropped like the others,
 * the write would go through unchecked while its client believes it checked. Null says
 * "no version", as leaving it out does.
 */
function versionNotReadOf(request: FastifyRequest): Error | undefined {
  const version = plainObject(request.body)?.version;
  if (version === undefined || version === null || typeof version === 'string') return undefined;
  const message = 'version must be the text a read of the record answered (its ETag), or left out';
  return new BadRequestException({ message, error: 'Bad Request', fields: { version: [message] } });
}

/**
 * What a write says it read, about the record the route names (`:id`), or else the one
 * its body names, or else its query (`?id=`): `If-Match`, or on a route with `:id` also
 * `version` in the body (a record read and sent back whole). `version` is taken out of
 * every body before it is validated, also from the records a body wraps, however deep:
 * the original client sends back what it read (`{ id, contact: {...} }`,
 * `{ lists: [...] }`) without knowing what a version is, and keeps last-write-wins. No
 * stored field is named `version`.
 */
function expectationOf(request: FastifyRequest): ExpectedVersion | undefined {
  const body = plainObject(request.body);
  const wrapped = body ? onlyRecordIn(body) : undefined;
  const fromBody = takeVersion(body);
  dropVersions(request.body);
  const param = (request.params as Record<string, unknown> | undefined)?.id;
  const versions = versionsRead(request, typeof param === 'string' ? fromBody : undefined);
  const query = (request.query as Record<string, unknown> | undefined)?.id;
  const id = [param, body?.id, wrapped?.id, query].find((value) => typeof value === 'string');
  return versions && typeof id === 'string' ? { id, versions, checked: false } : undefined;
}

/**
 * What a write to a document says it read: `If-Match`, or `version` in the body (the
 * document read and sent back whole). Every `version` is taken out of the body, as for
 * records.
 */
function documentExpectationOf(
  request: FastifyRequest,
  document: StoredDocument,
): ExpectedVersion | undefined {
  const fromBody = takeVersion(plainObject(request.body));
  dropVersions(request.body);
  const versions = versionsRead(request, fromBody);
  return versions ? { id: document.id, versions, checked: false } : undefined;
}

/** The versions a write says it read: If-Match's tags, else the body's `version`, if any. */
function versionsRead(request: FastifyRequest, fromBody: string | undefined): string[] | undefined {
  const header = request.headers['if-match'];
  return (
    (typeof header === 'string' ? parseIfMatch(header) : undefined) ??
    (fromBody === undefined ? undefined : [fromBody])
  );
}

/** Every `version` a body holds, however deep (records read and sent back inside it). */
function dropVersions(value: unknown): void {
  if (Array.isArray(value)) value.forEach(dropVersions);
  const record = plainObject(value);
  if (!record) return;
  delete record.version;
  Object.values(record).forEach(dropVersions);
}

function takeVersion(holder: Record<string, unknown> | undefined): string | undefined {
  if (typeof holder?.version !== 'string') return undefined;
  const version = holder.version;
  delete holder.version;
  return version;
}

/** The one object among a body's fields (a wrapped record), if there is exactly one. */
function onlyRecordIn(body: Record<string, unknown>): Record<string, unknown> | undefined {
  const objects = Object.values(body).filter((value) => plainObject(value) !== undefined);
  return objects.length === 1 ? plainObject(objects[0]) : undefined;
}

/** The entity tags of an If-Match header (`*` asks for nothing: any version will do). */
export function parseIfMatch(header: string): string[] | undefined {
  const tags = header
    .split(',')
    .map((tag) => tag.trim())
    .filter((tag) => tag.length > 0);
  if (tags.length === 0 || tags.includes('*')) return undefined;
  return tags.map((tag) => tag.replace(/^W\//, '').replace(/^"(.*)"$/, '$1'));
}

function jsonOf(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function plainObject(value: unknown): Record<string, unknown> | undefined {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;
}

function isRecordAnswer(body: unknown): body is Record<string, unknown> & { id: string } {
  return (
    body !== null &&
    typeof body === 'object' &&
    !Array.isArray(body) &&
    !Buffer.isBuffer(body) &&
    typeof (body as { id?: unknown }).id === 'string'
  );
}

function pick(headers: FastifyRequest['headers'], names: readonly string[]) {
  return Object.fromEntries(
    names.flatMap((name) => (headers[name] === undefined ? [] : [[name, headers[name]!]])),
  ) as Record<string, string | string[]>;
}

type Operation = NonNullable<OpenAPIObject['paths'][string]['get']>;
type SchemaObject = { properties?: Record<string, unknown> };

const VERSION_PROPERTY = {
  type: 'string',
  description:
    'The stored record’s version, present when the answer is one record (or one stored document, such as the menu editor’s side menu): send it back (If-Match, or `version` in the body) to have the write refused with 409 should the record have changed meanwhile',
  example: 'q1Zk9n3PeVb0xT2m',
};

/**
 * What RecordVersions adds, in the OpenAPI document: `version` on every schema answered
 * as one record, the ETag header of those answers, and If-Match with its 409 on every
 * write that names a record.
 */
export function describeRecordVersions(document: OpenAPIObject): void {
  const components = (document.components ??= {});
  const schemas = (components.schemas ?? {}) as Record<string, SchemaObject>;
  components.parameters = {
    ...components.parameters,
    IfMatch: {
      name: 'If-Match',
      in: 'header',
      required: false,
      description:
        'The version (ETag) of the record `id` as the caller read it: the write is refused with 409 `version-conflict` if the record changed meanwhile. Without it, the write applies whatever happened since (last write wins).',
      schema: { type: 'string' },
    },
  };
  components.headers = {
    ...components.headers,
    ETag: {
      description: 'The record’s version, quoted (when the answer is one stored record)',
      schema: { type: 'string' },
    },
  };
  components.responses = {
    ...components.responses,
    VersionConflict: {
      description:
        'The record changed since the version in If-Match was read (`version-conflict`: nothing was written), or another conflict',
      content: {
        'application/json': { schema: { $ref: '#/components/schemas/ErrorResponseDto' } },
      },
    },
  };
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of ['get', 'post', 'put', 'patch', 'delete'] as const) {
      const operation = item[method] as Operation | undefined;
      if (!operation) continue;
      const marked = operation as unknown as Record<string, unknown>;
      const document = marked[DOCUMENT_EXTENSION] !== undefined;
      delete marked[DOCUMENT_EXTENSION];
      for (const status of ['200', '201']) {
        const response = operation.responses[status] as
          | { content?: Record<string, { schema?: { $ref?: string } }>; headers?: object }
          | undefined;
        const ref = response?.content?.['application/json']?.schema?.$ref;
        const schema = ref ? schemas[ref.split('/').pop()!] : undefined;
        if (!response || !(schema?.properties?.id || (document && schema?.properties))) continue;
        schema.properties.version ??= VERSION_PROPERTY;
        response.headers = { ...response.headers, ETag: { $ref: '#/components/headers/ETag' } };
      }
      if (method === 'get' || !(document || namesRecord(path, operation, schemas))) continue;
      operation.parameters = [
        ...(operation.parameters ?? []),
        { $ref: '#/components/parameters/IfMatch' },
      ];
      operation.responses['409'] ??= { $ref: '#/components/responses/VersionConflict' };
    }
  }
}

/** A write names its record by `{id}` in its path, an `id` in its query, or in its body. */
function namesRecord(
  path: string,
  operation: Operation,
  schemas: Record<string, SchemaObject>,
): boolean {
  if (path.includes('{id}')) return true;
  const inQuery = (operation.parameters ?? []).some(
    (parameter) => 'in' in parameter && parameter.in === 'query' && parameter.name === 'id',
  );
  const body = operation.requestBody as
    { content?: Record<string, { schema?: { $ref?: string } }> } | undefined;
  const ref = body?.content?.['application/json']?.schema?.$ref;
  return inQuery || !!(ref && schemas[ref.split('/').pop()!]?.properties?.id);
}
