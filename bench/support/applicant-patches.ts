/** The audited change the trail's benchmarks drive: PATCHes of one seeded applicant. */
import type autocannon from 'autocannon';
import { changingBodies } from './changing-bodies';

/** The first applicant of the seeded list, as an administrator reads it. */
export async function firstApplicantId(origin: string, token: string): Promise<string> {
  const response = await fetch(`${origin}/api/applicants?page=1&size=1`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  if (!response.ok) throw new Error(`GET /api/applicants answered ${response.status}`);
  return ((await response.json()) as { items: { id: string }[] }).items[0].id;
}

/** `yearsExperience` takes 0 to 60: the values the PATCHes go through, in turn. */
const YEARS = 61;

/**
 * autocannon's options for PATCHes of one applicant, each setting another
 * `yearsExperience` (a change every time: each is committed, fsynced and audited).
 */
export function applicantPatches(
  origin: string,
  token: string,
  applicantId: string,
): autocannon.Options {
  return {
    url: `${origin}/api/applicants/${applicantId}`,
    method: 'PATCH',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    requests: changingBodies((sent) => ({ yearsExperience: sent % YEARS })),
  };
}
