import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';

/** Smaller answers gain less than their compression costs. */
export const API_COMPRESSION_THRESHOLD = 1024;

/**
 * Answers of 1 KB or more go compressed (brotli, else gzip) to clients that accept it.
 * Brotli at quality 4: near gzip's speed, smaller output; the built web's files are
 * compressed at build time instead, at the highest levels (@fastify/static sends them).
 */
export async function compressAnswers(app: NestFastifyApplication): Promise<void> {
  await app.register(compress, {
    threshold: API_COMPRESSION_THRESHOLD,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
}
