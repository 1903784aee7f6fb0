import { HttpException, HttpStatus, NotFoundException } from '@nestjs/common';
import { STATUS_CODES } from 'node:http';
import { VersionConflictError } from '../../store/record-version';
import { isStorageFull } from '../../store/storage-full';
import { isStoreUnavailable } from '../../store/unavailable';
import {
  conflict,
  DOMAIN_ERROR_STATUS,
  DomainError,
  insufficientStorage,
  unavailable,
  unsupportedMediaType,
} from './domain-error';

/** What an error says, whichever request it answers (see `errorBody` for the whole body). */
export interface ErrorDetails {
  statusCode: number;
  message: string;
  error: string;
  /** A stable name for the case where the server has one (e.g. `account-pending`). */
  code?: string;
  /** Validation failures only: the messages for each offending field path. */
  fields?: Record<string, string[]>;
  /** `version-conflict` only: the record's version now (null once it is gone)... */
  currentVersion?: string | null;
  /** ...and the record as the caller may read it now. */
  current?: unknown;
}

/** The one body every 4xx and 5xx answer carries. */
export interface ErrorBody extends ErrorDetails {
  /**
   * The request's id, as its `X-Request-Id` header and every log line of it name it: what
   * a user quotes to an operator, who finds the request in the log by it.
   */
  requestId: string;
}

/** The body of the answer to `request` that failed with `exception`. */
export function errorBody(
  exception: unknown,
  request: { id: string },
  routeMatched = true,
): ErrorBody {
  return { ...toErrorBody(exception, routeMatched), requestId: request.id };
}

/** What Fastify's own failures (body parsing, multipart limits) look like. */
interface HttpError {
  status?: number;
  statusCode?: number;
  code?: string;
  message?: string;
}

export const ROUTE_NOT_FOUND_MESSAGE = 'NOT FOUND';

export const STORE_UNAVAILABLE_MESSAGE =
  'The database is not answering right now; try again in a moment';

/** The 503 a request gets while the database cannot be reached (see isStoreUnavailable). */
export function storeUnavailable(): DomainError {
  return unavailable('store-unavailable', STORE_UNAVAILABLE_MESSAGE);
}

export const STORAGE_FULL_MESSAGE =
  'The server has no disk space left to store this change; nothing of it was saved. ' +
  'Try again once space is freed';

/** The 507 a write gets while the disk of the store is full (see isStorageFull). */
export function storageFull(): DomainError {
  return insufficientStorage('storage-full', STORAGE_FULL_MESSAGE);
}

/** The 415 of a body of a type no parser reads (a form, XML, ...). */
export const NOT_JSON_MESSAGE =
  'The request body must be JSON (or multipart/form-data for an upload)';

/** The code and message of valid JSON refused for a `__proto__` or `constructor` key. */
export const FORBIDDEN_KEY_CODE = 'TALENTO_BODY_FORBIDDEN_KEY';
export const FORBIDDEN_KEY_MESSAGE =
  'The request body holds a __proto__ or constructor key, which no operation takes';

export function reasonPhrase(status: number): string {
  return STATUS_CODES[status] ?? 'Error';
}

/**
 * Turns anything thrown while handling a request into what its error body says.
 * `routeMatched` is false when no route handled the request (Nest's own 404).
 */
export function toErrorBody(exception: unknown, routeMatched: boolean): ErrorDetails {
  if (exception instanceof NotFoundException && !routeMatched) {
    return { statusCode: 404, message: ROUTE_NOT_FOUND_MESSAGE, error: reasonPhrase(404) };
  }
  if (isStoreUnavailable(exception)) return toErrorBody(storeUnavailable(), routeMatched);
  if (isStorageFull(exception)) return toErrorBody(storageFull(), routeMatched);
  if (exception instanceof VersionConflictError) {
    const gone = exception.currentVersion === undefined;
    const message = gone
      ? 'The record was deleted since it was read; nothing was written'
      : 'The record was changed by someone else since it was read; nothing was written';
    return {
      ...toErrorBody(conflict('version-conflict', message), routeMatched),
      currentVersion: exception.currentVersion ?? null,
      ...(exception.current === undefined ? {} : { current: exception.current }),
    };
  }
  if (exception instanceof DomainError) {
    const statusCode = DOMAIN_ERROR_STATUS[exception.kind];
    return {
      statusCode,
      message: exception.message,
      error: reasonPhrase(statusCode),
      code: exception.code,
      ...(exception.field ? { fields: { [exception.field]: [exception.message] } } : {}),
    };
  }
  if (exception instanceof HttpException) {
    const statusCode = exception.getStatus();
    const response = exception.getResponse();
    if (typeof response === 'string') {
      return { statusCode, message: response, error: reasonPhrase(statusCode) };
    }
    const { message, error, fields } = response as {
      message?: string | string[];
      error?: string;
      fields?: Record<string, string[]>;
    };
    return {
      statusCode,
      message: Array.isArray(message) ? message.join('; ') : (message ?? exception.message),
      error: typeof error === 'string' ? error : reasonPhrase(statusCode),
      ...(fields ? { fields } : {}),
    };
  }
  const httpError = exception as HttpError | undefined;
  if (httpError?.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
    return toErrorBody(unsupportedMediaType('media-type-unsupported', NOT_JSON_MESSAGE), true);
  }
  const status = httpError?.status ?? httpError?.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return {
      statusCode: status,
      message: describeClientError(httpError!),
      error: reasonPhrase(status),
    };
  }
  return {
    statusCode: HttpStatus.INTERNAL_SERVER_ERROR,
    message: 'Internal server error',
    error: reasonPhrase(HttpStatus.INTERNAL_SERVER_ERROR),
  };
}

function describeClientError(error: HttpError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'The request body is larger than the limit';
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return 'The request body is not valid JSON';
    case FORBIDDEN_KEY_CODE:
      return FORBIDDEN_KEY_MESSAGE;
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'The request body is empty but says it is JSON';
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return 'The request body does not match its Content-Length';
    case 'FST_FILES_LIMIT':
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return 'The upload holds more parts than this route accepts';
    default:
      return reasonPhrase(error.statusCode ?? error.status ?? 400);
  }
}
