import type { WindowCounter } from './sign-in-limiter';

/**
 * How many account mails (reset links, sign-up notices) one address gets per window.
 * Anyone may ask for such a mail to someone else's address, so this count only holds
 * mail back: the request is answered as always, and past the quota nothing is sent. A
 * refusal here would let anyone block a person's recovery, or tell which addresses exist.
 */
export class AccountMailQuota {
  constructor(
    private readonly counter: WindowCounter,
    private readonly perEmail: number,
  ) {}

  /** Counts one mail to the address; false once its window has had its quota. */
  async allows(email: string): Promise<boolean> {
    const { count } = await this.counter.increment(email.trim().toLowerCase());
    return count <= this.perEmail;
  }
}
