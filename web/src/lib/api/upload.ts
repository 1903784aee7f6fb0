import { authToken } from '../auth-token';
import { notifyUnauthorized } from './client';
import { ApiError } from './errors';
import { type PendingRequests, pendingRequests } from './pending-requests';

/** How far an upload has gone; `fraction` is null while the total is unknown. */
export interface UploadProgress {
  loaded: number;
  total: number | null;
  /** 0 to 1. */
  fraction: number | null;
}

export interface UploadOptions {
  /** Path under the API's origin (`/api/applicants/ID/cv`) or a full URL. */
  url: string;
  /** The form's fields: files and strings, sent as multipart/form-data. */
  fields: Record<string, Blob | string | [Blob, string]>;
  /** Default POST. */
  method?: 'POST' | 'PUT' | 'PATCH';
  onProgress?: (progress: UploadProgress) => void;
  /** Aborting rejects with an AbortError (a DOMException named AbortError). */
  signal?: AbortSignal;
  /** Default: this page's origin. */
  baseUrl?: string;
  /** Default: the app's token store. */
  getToken?: () => string | null;
  /** Whether this page's token expired. Default: the app's token store. */
  tokenLapsed?: () => boolean;
  /** Default: the app's counter, which the loading bar shows. */
  pending?: PendingRequests;
  /** Called on a 401 as the API client's rule says. Default: the API client's handler. */
  onUnauthorized?: () => void;
  /** For tests. Default: the browser's XMLHttpRequest. */
  createRequest?: () => XMLHttpRequest;
}

function parseBody(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function abortError(): Error {
  return typeof DOMException === 'function'
    ? new DOMException('The upload was cancelled', 'AbortError')
    : Object.assign(new Error('The upload was cancelled'), { name: 'AbortError' });
}

/**
 * Sends files as multipart/form-data with XMLHttpRequest, which (unlike fetch) reports
 * upload progress. It behaves like the API client: bearer header, the loading bar's
 * pending count, every failure an ApiError (network failures with statusCode 0), and the
 * server's JSON answer on success.
 */
export function uploadWithProgress<Result>(options: UploadOptions): Promise<Result> {
  const {
    method = 'POST',
    baseUrl = window.location.origin,
    getToken = () => authToken.get(),
    tokenLapsed = () => authToken.hasLapsed(),
    pending = pendingRequests,
    createRequest = () => new XMLHttpRequest(),
    onUnauthorized = notifyUnauthorized,
  } = options;
  const url = new URL(options.url, baseUrl).toString();

  return new Promise<Result>((resolve, reject) => {
    if (options.signal?.aborted) {
      reject(abortError());
      return;
    }
    const body = new FormData();
    for (const [name, value] of Object.entries(options.fields)) {
      if (Array.isArray(value)) body.append(name, value[0], value[1]);
      else body.append(name, value);
    }

    const request = createRequest();
    let settled = false;
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      pending.finish(url);
      options.signal?.removeEventListener('abort', onAbort);
      outcome();
    };
    const onAbort = () => request.abort();

    request.open(method, url);
    const token = getToken();
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
    request.setRequestHeader('Accept', 'application/json');

    request.upload.onprogress = (event) => {
      const total = event.lengthComputable && event.total > 0 ? event.total : null;
      options.onProgress?.({
        loaded: event.loaded,
        total,
        fraction: total === null ? null : Math.min(1, event.loaded / total),
      });
    };
    request.onload = () =>
      settle(() => {
        const status = request.status;
        const data = parseBody(request.responseText);
        if (status >= 200 && status < 300) {
          resolve((request.responseText === '' ? undefined : data) as Result);
          return;
        }
        const headers = { get: (name: string) => request.getResponseHeader(name) };
        const error = ApiError.fromResponse(
          { status, statusText: request.statusText, headers },
          data,
        );
        if (status === 401 && (token || tokenLapsed())) onUnauthorized();
        reject(error);
      });
    request.onerror = () =>
      settle(() => reject(ApiError.network(new Error('The upload did not reach the server'))));
    request.ontimeout = request.onerror;
    request.onabort = () => settle(() => reject(abortError()));

    options.signal?.addEventListener('abort', onAbort);
    pending.start(url);
    request.send(body);
  });
}

/** One file for one record, as a mutation's variables. */
export interface RecordFileUpload {
  id: string;
  file: File;
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
}

/**
 * A mutation function that uploads one file to a record's file endpoint, e.g.
 * `uploadRecordFile<Reward>('/api/rewards', 'image', 'image')` posts to
 * `/api/rewards/{id}/image` with the file in the multipart field `image`.
 */
export function uploadRecordFile<Result>(base: string, path: string, field: string) {
  return ({ id, file, onProgress, signal }: RecordFileUpload): Promise<Result> =>
    uploadWithProgress<Result>({
      url: `${base}/${encodeURIComponent(id)}/${path}`,
      fields: { [field]: [file, file.name] },
      onProgress,
      signal,
    });
}
