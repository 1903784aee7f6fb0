import { Injectable, Logger } from '@nestjs/common';
import { notFound, upstreamFailed } from '../../common/errors/domain-error';
import { AppConfigService } from '../../config/config';
import type { UpstreamIdentity } from '../accounts/accounts.service';

/** Answered as 404, as a local wrong password is (WRONG_CREDENTIALS). */
export const UPSTREAM_REFUSED = 'Wrong email or password';
export const UPSTREAM_UNAVAILABLE =
  'The sign-in service is not available right now. Try again in a moment.';

type Json = Record<string, unknown>;

/**
 * Checks credentials with the upstream platform (UPSTREAM_API_URL): sign-in through
 * POST /user/login-plat, unlock through POST /login. The answer is mapped to the
 * login-derived user (_id, name, surname, email, avatar, empresa, token, ctaid).
 */
@Injectable()
export class UpstreamLoginClient {
  private readonly logger = new Logger(UpstreamLoginClient.name);

  constructor(private readonly config: AppConfigService) {}

  get enabled(): boolean {
    return this.config.values.upstream !== undefined;
  }

  signIn(email: string, password: string): Promise<UpstreamIdentity> {
    const { ctaId } = this.upstream();
    // The platform expects these fields to be present even when empty.
    return this.call('/user/login-plat', {
      username: email,
      password,
      ctaID: ctaId,
      token: '',
      device: '',
    });
  }

  unlock(email: string, password: string): Promise<UpstreamIdentity> {
    const { ctaId } = this.upstream();
    return this.call('/login', { email, username: email, password, ctaID: ctaId });
  }

  private upstream() {
    const upstream = this.config.values.upstream;
    if (!upstream) throw new Error('UPSTREAM_API_URL is not set');
    return upstream;
  }

  private async call(path: string, body: Json): Promise<UpstreamIdentity> {
    const { url, timeoutMs } = this.upstream();
    let response: Response;
    try {
      response = await fetch(`${url}${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      this.logger.warn(`Upstream ${path} unreachable: ${(error as Error).message}`);
      throw upstreamFailed('sign-in-unavailable', UPSTREAM_UNAVAILABLE);
    }
    if ([400, 401, 403, 404].includes(response.status))
      throw notFound('wrong-credentials', UPSTREAM_REFUSED);
    if (!response.ok) {
      this.logger.warn(`Upstream ${path} answered ${response.status}`);
      throw upstreamFailed('sign-in-unavailable', UPSTREAM_UNAVAILABLE);
    }
    const answer: unknown = await response.json().catch(() => undefined);
    if (answer === false || (isObject(answer) && answer.success === false)) {
      throw notFound('wrong-credentials', UPSTREAM_REFUSED);
    }
    const identity = toIdentity(answer);
    if (!identity) {
      this.logger.warn(`Upstream ${path} answered something that is not a user`);
      throw upstreamFailed('sign-in-unavailable', UPSTREAM_UNAVAILABLE);
    }
    return identity;
  }
}

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
}

/** The user may come bare or wrapped in `user` or `data`. */
export function toIdentity(answer: unknown): UpstreamIdentity | undefined {
  if (!isObject(answer)) return undefined;
  const candidate = [answer.user, answer.data, answer].find(
    (value): value is Json => isObject(value) && ('_id' in value || 'email' in value),
  );
  if (!candidate) return undefined;
  const upstreamId = text(candidate._id ?? candidate.id);
  const email = text(candidate.email).trim().toLowerCase();
  if (!upstreamId || !/^[^\s@]+@[^\s@]+$/.test(email)) return undefined;
  const avatar = text(candidate.avatar);
  return {
    upstreamId,
    email,
    name: text(candidate.name),
    surname: text(candidate.surname),
    avatar: avatar || null,
    empresa: text(candidate.empresa),
    ctaid: text(candidate.ctaid ?? candidate.ctaID),
  };
}
