/** One sign-in: every access token names its session; revoking it ends the tokens. */
export interface Session {
  id: string;
  accountId: string;
  createdAt: string;
  lastSeenAt: string;
  /** When the newest token issued for this session expires. */
  expiresAt: string;
  ip: string;
  userAgent: string;
  revokedAt: string | null;
}

export interface SessionClient {
  ip: string;
  userAgent: string;
}
