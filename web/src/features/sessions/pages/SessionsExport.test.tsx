import { screen } from '@testing-library/react';
import { captureDownloads, exportWholeListAsCsv } from '../../../test/downloads';
import { jsonResponse, stubFetch } from '../../../test/fetch';
import { renderWithProviders } from '../../../test/render';
import type { LiveSession } from '../api/sessions';
import { SessionsExport } from './SessionsExport';

function live(id: string, name: string, current = false): LiveSession {
  return {
    id,
    accountId: `account-${name}`,
    accountAvatar: null,
    accountName: name,
    accountEmail: `${name.toLowerCase()}@talento.local`,
    createdAt: '2026-11-20T08:00:00.000Z',
    lastSeenAt: '2026-11-20T09:00:00.000Z',
    expiresAt: '2026-11-21T08:00:00.000Z',
    ip: '127.0.0.1',
    userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0 Safari/537.36',
    current,
  };
}

const OWN = [live('s1', 'Lucia', true)];
const EVERYONE = [...OWN, live('s2', 'Rosa')];

function setup(all: boolean) {
  const fetch = stubFetch((request) =>
    jsonResponse(new URL(request.url).searchParams.get('all') === 'true' ? EVERYONE : OWN),
  );
  return { fetch, ...renderWithProviders(<SessionsExport all={all} total={undefined} />) };
}

describe('SessionsExport', () => {
  it("exports every account's sessions when the switch shows them all", async () => {
    const downloads = captureDownloads();
    const { user } = setup(true);
    await exportWholeListAsCsv(user);
    await screen.findByText(/2 rows exported/);
    expect(downloads.names[0]).toMatch(/^sessions-all-accounts-\d{4}/);
    const lines = await downloads.csv();
    expect(lines[0]).toBe(
      'Account,Email,Device,IP address,Signed in,Last active,Expires,This browser,User agent',
    );
    expect(lines.slice(1).map((line) => line.split(',').slice(0, 2).join(','))).toEqual([
      'Lucia,lucia@talento.local',
      'Rosa,rosa@talento.local',
    ]);
    expect(lines[1]).toContain('Chrome on Linux');
    downloads.restore();
  });

  it('exports only the own sessions otherwise', async () => {
    const downloads = captureDownloads();
    const { user } = setup(false);
    await exportWholeListAsCsv(user);
    await screen.findByText(/1 row exported/);
    expect(downloads.names[0]).toMatch(/^sessions-\d{4}/);
    expect(await downloads.csv()).toHaveLength(2);
    downloads.restore();
  });
});
