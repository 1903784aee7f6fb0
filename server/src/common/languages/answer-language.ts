import type { FastifyReply } from 'fastify';
import { preferredLanguage } from '../http/accept-language';
import {
  CONTENT_LANGUAGES,
  type ContentLanguage,
  DEFAULT_CONTENT_LANGUAGE,
} from './content-language';

/**
 * The language of the texts answered: `lang` when given, else the first of the
 * Accept-Language header's that the texts are written in, else English. The answer says
 * which in Content-Language.
 */
export function answerLanguage(
  lang: ContentLanguage | undefined,
  acceptLanguage: string | undefined,
  reply: FastifyReply,
): ContentLanguage {
  const language =
    lang ?? preferredLanguage(acceptLanguage, CONTENT_LANGUAGES) ?? DEFAULT_CONTENT_LANGUAGE;
  void reply.header('content-language', language);
  return language;
}

/** The Accept-Language header, as the API document describes it (`@ApiHeader`). */
export const ACCEPT_LANGUAGE_HEADER = {
  name: 'Accept-Language',
  required: false,
  description: 'The language of the texts when `lang` is not given (en, tr, es; else en)',
};
