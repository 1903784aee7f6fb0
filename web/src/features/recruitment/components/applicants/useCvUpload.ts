import { useCallback, useRef, useState } from 'react';
import { ApiError, isAbortError } from '../../../../lib/api/errors';
import type { UploadProgress } from '../../../../lib/api/upload';
import { type Applicant, CV_EXTENSIONS, CV_MAX_BYTES, useUploadCv } from '../../api/applicants';

/** Why a file was refused before or during its upload. */
export type CvProblem =
  | { kind: 'too-large'; name: string; size: number }
  | { kind: 'wrong-type'; name: string }
  | { kind: 'server-too-large' }
  | { kind: 'cancelled' }
  | { kind: 'server'; error: unknown };

export type CvUploadState =
  | { status: 'idle' }
  | { status: 'uploading'; file: File; progress: UploadProgress | null }
  | { status: 'done'; file: File }
  | { status: 'failed'; problem: CvProblem };

/** The size and name checks the browser can make; the server checks the content. */
export function precheckCv(file: File): CvProblem | null {
  if (file.size > CV_MAX_BYTES) return { kind: 'too-large', name: file.name, size: file.size };
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  if (!(CV_EXTENSIONS as readonly string[]).includes(extension)) {
    return { kind: 'wrong-type', name: file.name };
  }
  return null;
}

/** One CV upload at a time, with its progress, cancel and the reason it failed. */
export function useCvUpload(onUploaded?: (applicant: Applicant) => void) {
  const { mutateAsync: uploadCv } = useUploadCv();
  const [state, setState] = useState<CvUploadState>({ status: 'idle' });
  const controller = useRef<AbortController | null>(null);

  const start = useCallback(
    async (applicantId: string, file: File): Promise<Applicant | null> => {
      const problem = precheckCv(file);
      if (problem) {
        setState({ status: 'failed', problem });
        return null;
      }
      controller.current?.abort();
      const abort = new AbortController();
      controller.current = abort;
      setState({ status: 'uploading', file, progress: null });
      try {
        const applicant = await uploadCv({
          id: applicantId,
          file,
          signal: abort.signal,
          onProgress: (progress) =>
            setState((current) =>
              current.status === 'uploading' && current.file === file
                ? { ...current, progress }
                : current,
            ),
        });
        setState({ status: 'done', file });
        onUploaded?.(applicant);
        return applicant;
      } catch (error) {
        setState({
          status: 'failed',
          problem: isAbortError(error)
            ? { kind: 'cancelled' }
            : error instanceof ApiError && error.statusCode === 413
              ? { kind: 'server-too-large' }
              : { kind: 'server', error },
        });
        return null;
      } finally {
        if (controller.current === abort) controller.current = null;
      }
    },
    [uploadCv, onUploaded],
  );

  const cancel = useCallback(() => controller.current?.abort(), []);
  const reset = useCallback(() => setState({ status: 'idle' }), []);
  const refuse = useCallback((problem: CvProblem) => setState({ status: 'failed', problem }), []);

  return { state, start, cancel, reset, refuse };
}

export type CvUpload = ReturnType<typeof useCvUpload>;
