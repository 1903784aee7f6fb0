import type { OpenAPIObject } from '@nestjs/swagger';

type Responses = Record<string, { content?: Record<string, { schema?: unknown }> }>;

/**
 * Every error answer is the JSON error body (AllExceptionsFilter), whatever the operation
 * answers when it succeeds. Nest's Swagger gives an operation's errors the types of its
 * success (`@ApiProduces`: a CSV, an image, an event stream), so a client generated from
 * the document would read a 404 as an image: they are set back to JSON here.
 */
export function describeErrorsAsJson(document: OpenAPIObject): void {
  for (const operations of Object.values(document.paths)) {
    for (const operation of Object.values(operations)) {
      const responses = (operation as { responses?: Responses }).responses ?? {};
      for (const [status, response] of Object.entries(responses)) {
        if (Number(status) < 400 || !response.content) continue;
        const json = response.content['application/json'];
        const schema = json?.schema ?? Object.values(response.content)[0]?.schema;
        response.content = { 'application/json': { schema } };
      }
    }
  }
}
