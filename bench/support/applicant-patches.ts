/** The audited change the trail's benchmarks drive: PATCHes of one seeded applicant. */
import type autocannon from 'autocannon';

/** The first applicant of the seeded list, as an administrator reads it. */
export async function firstApplicantId(origin: string, token: string): Promise<string> {
  const response = await fetch(`${origin}/api/applicants?page=1&size=1`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  if (!response.ok) throw new Error(`GET /api/applicants answered ${response.status}`);
  return ((await response.json()) as { items: { id: string }[] }).items[0].id;
}

/**
 * autocannon's options for PATCHes of one applicant, each setting another
 * `yearsExperience` (a change every time: each is committed, fsynced and audited).
 */
export function applicantPatches(
  origin: string,
  token: string,
  applicantId: string,
): autocannon.Options {
  let years = 0;
  return {
    url: `${origin}/api/applicants/${applicantId}`,
    method: 'PATCH',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    setupClient: (client) => client.setBody(JSON.stringify({ yearsExperience: (years += 1) % 40 })),
  };
}
