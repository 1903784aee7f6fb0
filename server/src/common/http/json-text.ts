/**
 * An answer already turned into JSON text, typed by the shape it holds. A handler returns
 * one when it keeps answers that cost more to serialise than to look up (a page of a
 * list, kept until the list changes); `serializeReply` sends its text as it is.
 */
export class JsonText<T> {
  /** Only for the type checker: the shape the text holds. */
  declare readonly shape?: T;

  private constructor(readonly text: string) {}

  static of<T>(value: T): JsonText<T> {
    return new JsonText<T>(JSON.stringify(value));
  }
}

/** Fastify's reply serializer: JSON text as it is, anything else through JSON.stringify. */
export function serializeReply(payload: unknown): string {
  return payload instanceof JsonText ? payload.text : JSON.stringify(payload);
}
