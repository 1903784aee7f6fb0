import { extname } from 'node:path';
import { applyDecorators, Get, Header, StreamableFile } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProduces } from '@nestjs/swagger';
import type { BlobReader } from '../../store';
import { Public } from '../auth/public.decorator';
import { ApiErrorResponses } from '../errors/api-error-responses.decorator';
import { IMAGE_CONTENT_TYPES, type ImageFormat } from './magic-bytes';

/**
 * The route serving one uploaded image (see PublicImages) at `path`, whose `:file` names
 * it. Public, so that the record's image URL works in an <img> (which sends no bearer
 * token); the file name is a random id only the record knows. Every upload gets a new
 * random name, so what a name serves never changes: cached for a day, immutable.
 */
export function PublicImageRoute(path: string, summary: string): MethodDecorator {
  // Applied in this order. The summary comes after Public(), whose own ApiOperation (the
  // empty security requirement) would otherwise reset it.
  return applyDecorators(
    ApiErrorResponses(400, 404),
    ApiOkResponse({ description: 'The image', schema: { type: 'string', format: 'binary' } }),
    ApiProduces(...Object.values(IMAGE_CONTENT_TYPES)),
    Header('Cache-Control', 'public, max-age=86400, immutable'),
    Public(),
    ApiOperation({ summary }),
    Get(path),
  ) as MethodDecorator;
}

/** A PublicImageRoute's answer: the stored image `file`, inline, typed by its extension. */
export function publicImageFile(stored: BlobReader, file: string): StreamableFile {
  const extension = extname(file).slice(1) as ImageFormat;
  return new StreamableFile(stored.stream, {
    type: IMAGE_CONTENT_TYPES[extension],
    length: stored.size,
    disposition: 'inline',
  });
}
