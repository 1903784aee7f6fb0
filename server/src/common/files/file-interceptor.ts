import {
  BadRequestException,
  type CallHandler,
  createParamDecorator,
  type ExecutionContext,
  Injectable,
  mixin,
  type NestInterceptor,
  PayloadTooLargeException,
  type Type,
} from '@nestjs/common';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { Observable } from 'rxjs';

/** One uploaded file, read into memory (uploads are a few MB at most). */
export interface UploadedFileData {
  buffer: Buffer;
  size: number;
  /** The name the client gave the file. */
  originalname: string;
  mimetype: string;
}

export interface FileInterceptorOptions {
  /** Busboy's limits: the file's bytes (413 above), files and text fields (413 above). */
  limits: { fileSize: number; files?: number; fields?: number };
  /** How file names are decoded; `utf8` for names as browsers send them. */
  defParamCharset?: string;
}

/**
 * The file name as the user's system has it. Browsers write `"` as `%22` and line breaks as
 * `%0D`/`%0A` in a form's file name (WHATWG HTML, "multipart/form-data encoding
 * algorithm"), which busboy leaves as sent: `résumé "final".txt` would be stored as
 * `résumé %22final%22.txt`. Line breaks become spaces: a name is shown on one line.
 */
export function browserFileName(sent: string): string {
  return sent.replace(/%22/g, '"').replace(/%0D%0A|%0D|%0A/gi, ' ');
}

type UploadRequest = FastifyRequest & { uploadedFile?: UploadedFileData };

/** The file FileInterceptor read (undefined when there is none); give it a pipe to check it. */
export const UploadedFile = createParamDecorator(
  (_data: unknown, context: ExecutionContext): UploadedFileData | undefined =>
    context.switchToHttp().getRequest<UploadRequest>().uploadedFile,
);

/**
 * Reads a multipart/form-data request: the file in `field` is what `@UploadedFile()`
 * hands to the route's pipe, and the text fields become the body (what
 * `@Body()` validates). Any other request passes untouched, and the pipe answers the
 * missing file. Too large a file, or too many parts, answers 413.
 */
/** The part's bytes; 413 naming the limit when it is larger. */
async function readFile(part: MultipartFile, limit: number): Promise<Buffer> {
  try {
    return await part.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code !== 'FST_REQ_FILE_TOO_LARGE') throw error;
    throw new PayloadTooLargeException(`The file is larger than the limit of ${limit} bytes`);
  }
}

/** Marks the interceptors that read uploads: only their routes take multipart bodies. */
const READS_UPLOADS = Symbol('reads uploads');

/** Whether `interceptor` (as listed in `@UseInterceptors`) is a FileInterceptor. */
export function readsUploads(interceptor: unknown): boolean {
  return typeof interceptor === 'function' && READS_UPLOADS in interceptor;
}

export function FileInterceptor(
  field: string,
  options: FileInterceptorOptions,
): Type<NestInterceptor> {
  @Injectable()
  class ReadUpload implements NestInterceptor {
    static readonly [READS_UPLOADS] = true;

    async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
      const request = context.switchToHttp().getRequest<UploadRequest>();
      if (request.isMultipart()) {
        const body: Record<string, unknown> = {};
        for await (const part of request.parts(options)) {
          if (part.type === 'field') {
            body[part.fieldname] = part.value;
          } else if (part.fieldname !== field) {
            throw new BadRequestException(
              `Unexpected file field "${part.fieldname}": send the file in "${field}"`,
            );
          } else {
            const buffer = await readFile(part, options.limits.fileSize);
            request.uploadedFile = {
              buffer,
              size: buffer.length,
              originalname: browserFileName(part.filename),
              mimetype: part.mimetype,
            };
          }
        }
        request.body = body;
      }
      return next.handle();
    }
  }
  return mixin(ReadUpload);
}
