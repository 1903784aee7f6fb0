import { EventEmitter } from 'node:events';
import type { ServerResponse } from 'node:http';
import type { MetricsService } from '../../common/metrics/metrics.service';
import type { AppConfigService } from '../../config/config';
import { ChangeFeed, type StoredChange, type StoreService } from '../../store';
import type { BearerAuthenticator } from '../auth/bearer-authenticator';
import { LiveEventsService } from './live-events.service';

/** A response and its socket, keeping what each was sent as text. */
class FakeResponse extends EventEmitter {
  writableLength = 0;
  writableEnded = false;
  chunkedEncoding = false;
  readonly sent: string[] = [];
  readonly socket = { write: (bytes: Buffer) => this.sent.push(bytes.toString()) > 0 };
  write(text: string): boolean {
    this.sent.push(text);
    return true;
  }
  end(): void {
    this.writableEnded = true;
  }
}

const change = (id: string): StoredChange => ({
  collection: 'contacts',
  id,
  kind: 'created',
  version: 'v1',
  actor: null,
});

function service() {
  const feed = new ChangeFeed();
  const config = {
    values: {
      liveEvents: {
        streamsPerAccount: 5,
        streamsMax: 10,
        heartbeatMs: 60_000,
        replayEvents: 100,
        replaySeconds: 60,
      },
    },
  } as unknown as AppConfigService;
  const live = new LiveEventsService(
    { changes: feed } as unknown as StoreService,
    {} as BearerAuthenticator,
    config,
    { watchLiveStreams: () => undefined } as unknown as MetricsService,
  );
  live.onModuleInit();
  return { live, feed, response: openStream(live, 'a') };
}

/** A stream opened for `accountId`, as the controller opens it. */
function openStream(live: LiveEventsService, accountId: string): FakeResponse {
  const response = new FakeResponse();
  live.open(
    { accountId, sessionId: `session-of-${accountId}`, roles: [] },
    `Bearer token-of-${accountId}`,
    response as unknown as ServerResponse,
    undefined,
  );
  return response;
}

const changesIn = (sent: string[]) =>
  sent.flatMap((text) => [...text.matchAll(/"id":"([^"]+)"/g)].map((match) => match[1]));

describe('LiveEventsService', () => {
  it('sends a change to the streams after the turn that committed it, in order', async () => {
    const { live, feed, response } = service();
    feed.emit([change('c1')]);
    feed.emit([change('c2')]);
    // The writer's answer goes out in this turn; the streams' frames after it.
    expect(changesIn(response.sent)).toEqual([]);
    await new Promise((resolve) => setImmediate(resolve));
    expect(changesIn(response.sent)).toEqual(['c1', 'c2']);
    live.onModuleDestroy();
  });

  it('sends what is waiting before a new stream opens, so it is neither lost nor repeated', () => {
    const { live, feed, response } = service();
    feed.emit([change('c3')]);
    const late = openStream(live, 'b');
    expect(changesIn(response.sent)).toEqual(['c3']);
    expect(changesIn(late.sent)).toEqual([]);
    live.onModuleDestroy();
  });
});
