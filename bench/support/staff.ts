/**
 * Staff accounts for a benchmark that needs more than the administrator: signed up with
 * SIGNUP=open (active at once), then signed in as many times as asked (one session each).
 */
import { ADMIN } from './product';

const PASSWORD = 'Bench-Staff-Password-7';

async function post(origin: string, path: string, body: unknown): Promise<Response> {
  const response = await fetch(`${origin}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return response;
}

async function signIn(origin: string, email: string, password: string): Promise<string> {
  const response = await post(origin, '/api/auth/sign-in', { email, password });
  return ((await response.json()) as { accessToken: string }).accessToken;
}

/**
 * Tokens for `accounts` accounts (the seeded administrator first, then new staff),
 * `sessionsEach` sessions each, grouped by account. The server needs SIGNUP=open and
 * sign-in limits that allow it (AUTH_RATE_LIMIT_PER_IP, AUTH_RATE_LIMIT_PER_EMAIL).
 */
export async function staffSessions(
  origin: string,
  accounts: number,
  sessionsEach: number,
): Promise<string[][]> {
  const people = [{ email: ADMIN.email, password: ADMIN.password }];
  const stamp = Date.now().toString(36);
  for (let n = 1; n < accounts; n++) {
    const person = { email: `bench.${stamp}.${n}@example.com`, password: PASSWORD };
    await post(origin, '/api/auth/sign-up', {
      name: `Bench Staff ${n}`,
      email: person.email,
      password: person.password,
      company: 'Bench',
      agreements: true,
    });
    people.push(person);
  }
  const tokens: string[][] = [];
  for (const person of people) {
    const own: string[] = [];
    for (let s = 0; s < sessionsEach; s++)
      own.push(await signIn(origin, person.email, person.password));
    tokens.push(own);
  }
  return tokens;
}
