import { Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import type { ServerResponse } from 'node:http';
import type { AuthContext } from '../../common/auth/auth-context';
import { MetricsService } from '../../common/metrics/metrics.service';
import { AppConfigService } from '../../config/config';
import { type StoredChange, StoreService } from '../../store';
import { BearerAuthenticator } from '../auth/bearer-authenticator';
import { audienceOf, mayHear } from './live-rules';
import { EventFrame, eventFrame, LiveStream } from './live-stream';
import { ReplayWindow } from './replay-window';

/** What a stream is told of a change: never the record itself, only what to refetch. */
export interface LiveChange {
  collection: string;
  id: string;
  kind: StoredChange['kind'];
  version: string | null;
  actor: string | null;
}

interface Held {
  change: LiveChange;
  audience?: readonly string[];
}

/** A frame waiting to go out: to the streams that may hear of `about`, or to all. */
interface Outgoing {
  frame: EventFrame;
  about?: { collection: string; audience?: readonly string[] };
}

/** Bytes a stream may leave unread on its socket before it is dropped as too slow. */
const MAX_BUFFERED_BYTES = 256 * 1024;
/**
 * A commit changing more records than this (an import, a bulk change) is told as one
 * `refetch`: streams would otherwise get thousands of events to refetch the same lists.
 */
export const MANY_CHANGES = 500;
const LAST_EVENT_ID = /^([a-z0-9]{1,16})-(\d{1,15})$/;
const CONNECTED = new EventFrame('retry: 2000\n: connected\n\n');
const HEARTBEAT = new EventFrame(': heartbeat\n\n');

export class TooManyStreamsError extends Error {}

/**
 * The live event streams of this server: each committed change the store publishes (this
 * server's, or another's through PostgreSQL) gets the next id, is kept a while for replay,
 * and goes to every open stream whose account may read the record (live-rules.ts).
 * Ids are `<epoch>-<n>`: the epoch changes with each start, so a stream reconnecting
 * after a restart, or to another server, is told to refetch.
 */
@Injectable()
export class LiveEventsService implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger(LiveEventsService.name);
  private readonly epoch = Date.now().toString(36);
  private readonly streams = new Set<LiveStream>();
  private readonly window: ReplayWindow<Held>;
  private heartbeat: NodeJS.Timeout | undefined;
  /** Frames for the open streams, sent once the write that made them has been answered. */
  private outbox: Outgoing[] = [];
  private flushing: NodeJS.Immediate | undefined;
  private unsubscribe: (() => void) | undefined;

  constructor(
    private readonly store: StoreService,
    private readonly bearer: BearerAuthenticator,
    private readonly config: AppConfigService,
    metrics: MetricsService,
  ) {
    metrics.watchLiveStreams(() => this.streams.size);
    const { replayEvents, replaySeconds } = config.values.liveEvents;
    this.window = new ReplayWindow<Held>(replayEvents, replaySeconds * 1000);
  }

  onModuleInit(): void {
    this.store.changes.audienceOf = (change) =>
      audienceOf(change.collection, change.record, (collection, id) =>
        this.store.recordIn(collection, id),
      );
    this.unsubscribe = this.store.changes.subscribe((changes) => this.publish(changes));
    this.store.changes.onGap = () => this.refetchAll();
    this.heartbeat = setInterval(() => this.beat(), this.config.values.liveEvents.heartbeatMs);
    this.heartbeat.unref();
  }

  onModuleDestroy(): void {
    clearInterval(this.heartbeat);
    this.flush();
    this.unsubscribe?.();
    this.store.changes.audienceOf = undefined;
    this.store.changes.onGap = undefined;
    for (const stream of [...this.streams]) stream.end();
  }

  /**
   * A reconnecting reader's Last-Event-ID. It only asks to resume: one this server did
   * not send (malformed, another epoch) is answered with `refetch`, not refused.
   */
  parseLastEventId(header: string | undefined): { epoch: string; seq: number } | undefined {
    if (header === undefined || header === '') return undefined;
    const match = LAST_EVENT_ID.exec(header);
    return match ? { epoch: match[1], seq: Number(match[2]) } : { epoch: '', seq: 0 };
  }

  /** Refuses a stream past the limits: per account, then per server. */
  checkRoom(accountId: string): void {
    const { streamsPerAccount, streamsMax } = this.config.values.liveEvents;
    if (this.streams.size >= streamsMax) throw new TooManyStreamsError('server');
    let own = 0;
    for (const stream of this.streams) if (stream.auth.accountId === accountId) own++;
    if (own >= streamsPerAccount) throw new TooManyStreamsError('account');
  }

  /** Opens a stream on the raw response (headers already written), replaying what it missed. */
  open(
    auth: AuthContext,
    authorization: string,
    response: ServerResponse,
    after: { epoch: string; seq: number } | undefined,
  ): LiveStream {
    const stream = new LiveStream(auth, authorization, response, MAX_BUFFERED_BYTES, (ended) =>
      this.streams.delete(ended),
    );
    // What is waiting goes out first, so a replay neither repeats nor misses it.
    this.flush();
    this.streams.add(stream);
    stream.write(CONNECTED);
    if (after) this.replay(stream, after);
    return stream;
  }

  get openStreams(): number {
    return this.streams.size;
  }

  private replay(stream: LiveStream, after: { epoch: string; seq: number }): void {
    const missed = after.epoch === this.epoch ? this.window.since(after.seq) : 'gap';
    if (missed === 'gap') {
      stream.write(eventFrame(this.idOf(this.window.lastSeq), 'refetch', {}));
      return;
    }
    for (const kept of missed) {
      if (mayHear(stream.auth, { ...kept.event.change, audience: kept.event.audience })) {
        stream.write(eventFrame(this.idOf(kept.seq), 'change', kept.event.change));
      }
    }
  }

  private publish(changes: readonly StoredChange[]): void {
    if (changes.length > MANY_CHANGES) {
      changes.filter(isAccess).forEach((change) => this.recheck(change));
      this.refetchAll();
      return;
    }
    for (const change of changes) {
      if (isAccess(change)) {
        this.recheck(change);
        continue;
      }
      // Asked first: the change's version is worked out only for a change someone hears.
      if (!mayHearAnyone(change)) continue;
      const held: Held = {
        change: {
          collection: change.collection,
          id: change.id,
          kind: change.kind,
          version: change.version,
          actor: change.actor,
        },
        audience: change.audience,
      };
      const seq = this.window.add(held);
      this.send({
        frame: eventFrame(this.idOf(seq), 'change', held.change),
        about: { collection: change.collection, audience: held.audience },
      });
    }
  }

  /**
   * Queues a frame for the streams. They are written after the current turn of the event
   * loop, once the write that made the change has sent its answer: with a thousand
   * streams open, writing them first held the writer's answer up by as long.
   */
  private send(outgoing: Outgoing): void {
    this.outbox.push(outgoing);
    this.flushing ??= setImmediate(() => this.flush());
  }

  /** Writes the queued frames, in order; each frame is encoded once for every stream. */
  private flush(): void {
    if (this.flushing) clearImmediate(this.flushing);
    this.flushing = undefined;
    const outbox = this.outbox;
    if (outbox.length === 0) return;
    this.outbox = [];
    for (const { frame, about } of outbox) {
      for (const stream of this.streams) {
        if (!about || mayHear(stream.auth, about)) stream.write(frame);
      }
    }
  }

  /**
   * A session or an account changed (signed out, revoked, deactivated, new roles): its
   * streams check their token again, and end when it no longer stands.
   */
  private recheck(change: StoredChange): void {
    for (const stream of this.streams) {
      const concerned =
        change.collection === 'sessions'
          ? stream.auth.sessionId === change.id
          : stream.auth.accountId === change.id;
      if (concerned) void this.reauthenticate(stream);
    }
  }

  private async reauthenticate(stream: LiveStream): Promise<void> {
    try {
      stream.auth = await this.bearer.authenticate(stream.authorization);
    } catch {
      stream.end();
    }
  }

  /** Changes may have been missed (another server's did not reach this one): refetch. */
  private refetchAll(): void {
    this.window.forget();
    this.send({ frame: eventFrame(this.idOf(this.window.lastSeq), 'refetch', {}) });
  }

  /** A heartbeat, and the token checked again: a stream ends when its token expires. */
  private beat(): void {
    for (const stream of this.streams) {
      if (stream.write(HEARTBEAT)) void this.reauthenticate(stream);
    }
  }

  private idOf(seq: number): string {
    return `${this.epoch}-${seq}`;
  }
}

/** A change of who may read what: a session or an account. */
function isAccess(change: StoredChange): boolean {
  return change.collection === 'sessions' || change.collection === 'accounts';
}

/** Whether the change belongs to any collection a stream may hear of at all. */
function mayHearAnyone(change: Pick<StoredChange, 'collection' | 'audience'>): boolean {
  return mayHear({ accountId: change.audience?.[0] ?? '', roles: ['admin'] }, change);
}
