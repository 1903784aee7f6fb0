import compression from 'compression';

/** Answers smaller than this go as they are: compressing them saves less than it costs. */
export const API_COMPRESSION_THRESHOLD = 1024;

/**
 * The API's answers (JSON, the OpenAPI document, SVG images) compressed when the client
 * accepts it, brotli or gzip, from 1 KB up; types not worth compressing (PDF, PNG, WebP)
 * and `Cache-Control: no-transform` answers go as they are. The built web is compressed at
 * build time instead (common/http/built-web.ts).
 */
export const apiCompression = compression({ threshold: API_COMPRESSION_THRESHOLD });
