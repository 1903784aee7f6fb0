declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The `route` label the metrics count this route's requests under, instead of its
     * URL template: for routes made one per file, which would make a series each.
     */
    metricsRoute?: string;
  }
}

/** The `route` label of every file of the built web (one route each, new names each build). */
export const WEB_FILE_ROUTE = 'web-file';
