import { Controller, Get, Req, Res } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiHeader,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Access, SIGNED_IN } from '../../common/auth/access';
import { type AuthContext, CurrentAuth } from '../../common/auth/auth-context';
import { ErrorResponseDto } from '../../common/errors/error-response.dto';
import { retryLater } from '../../common/http/retry-later';
import { MetricsService } from '../../common/metrics/metrics.service';
import { LiveEventsService, TooManyStreamsError } from './live-events.service';

/**
 * GET /api/events: the live event stream (server-sent events). Written on the raw
 * response (the reply is hijacked), so the stream's headers, frames, heartbeats and the
 * check for readers too slow to keep up are in the hands of LiveEventsService; Nest's
 * @Sse gives no control over a slow reader. HEAD answers the stream's headers and ends.
 */
@ApiTags('live-events')
@ApiBearerAuth()
@Controller('events')
@Access(SIGNED_IN)
export class LiveEventsController {
  constructor(
    private readonly live: LiveEventsService,
    private readonly metrics: MetricsService,
  ) {}

  @Get()
  @ApiOperation({
    summary: 'The live event stream: what changed, as the caller may read it',
    description:
      'Server-sent events. `change` events carry `{collection, id, kind, version, actor}` ' +
      '(kind: created, updated or deleted; version null once deleted) for records the ' +
      'caller may read; `refetch` asks the reader to refetch everything (what it missed is ' +
      'no longer kept). Comment lines are heartbeats. Ids increase; a reader reconnecting ' +
      'with `Last-Event-ID` gets what it missed from a short window.',
  })
  @ApiHeader({
    name: 'Last-Event-ID',
    required: false,
    description: 'The id of the last event read, to replay what came after it',
  })
  @ApiOkResponse({
    description: 'The stream, open until the client leaves or its session ends',
    content: {
      'text/event-stream': {
        schema: {
          type: 'string',
          example:
            'id: m1x2y3-42\nevent: change\ndata: {"collection":"notes","id":"…",' +
            '"kind":"updated","version":"…","actor":"…"}\n\n',
        },
      },
    },
  })
  @ApiTooManyRequestsResponse({
    description: 'The account, or the server, has too many streams open (Retry-After)',
    type: ErrorResponseDto,
  })
  stream(
    @CurrentAuth() auth: AuthContext,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ): void {
    const after = this.live.parseLastEventId(
      request.headers['last-event-id'] as string | undefined,
    );
    try {
      this.live.checkRoom(auth.accountId);
    } catch (error) {
      if (!(error instanceof TooManyStreamsError)) throw error;
      throw retryLater(reply, 30, 'too-many-streams', error.message);
    }
    reply.hijack();
    this.metrics.measureHijacked(request, reply);
    const response = reply.raw;
    response.writeHead(200, {
      // The security headers the hooks put on the reply so far, then the stream's own.
      ...(reply.getHeaders() as Record<string, string>),
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      connection: 'keep-alive',
      // Proxies (nginx) must pass each event on at once.
      'x-accel-buffering': 'no',
    });
    // HEAD (Fastify runs this handler for it too): the headers a stream would get, and no
    // stream. Node sends no body for HEAD, so one opened here would hold a slot and write
    // its heartbeats with no status line.
    if (request.method === 'HEAD') {
      response.end();
      return;
    }
    request.raw.socket.setNoDelay(true);
    request.raw.socket.setKeepAlive(true);
    this.live.open(auth, request.headers.authorization ?? '', response, after);
  }
}
