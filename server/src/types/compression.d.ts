// What server/src/common/http/compression.ts uses of `compression`, until its types
// (@types/compression) are installed; delete this file then.
declare module 'compression' {
  import type { RequestHandler } from 'express';

  interface CompressionOptions {
    /** Smallest body compressed, in bytes or as text such as '1kb'. */
    threshold?: number | string;
  }

  function compression(options?: CompressionOptions): RequestHandler;
  export = compression;
}
