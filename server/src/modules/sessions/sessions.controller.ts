import { Controller, Delete, Get, Param, ParseUUIDPipe, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Access } from '../../common/auth/access';
import { type AuthContext, CurrentAuth } from '../../common/auth/auth-context';
import { RevokedSessionsDto, SessionDto, SessionListQueryDto } from './dto/session.dto';
import { SessionsService } from './sessions.service';
import { Audited } from '../audit/audited.decorator';

@ApiTags('sessions')
@Access('signed-in')
@Controller('sessions')
export class SessionsController {
  constructor(private readonly sessions: SessionsService) {}

  @Get()
  @ApiOperation({
    summary: 'The caller’s live sessions; with all=true an administrator sees every account’s',
  })
  list(@CurrentAuth() auth: AuthContext, @Query() query: SessionListQueryDto): SessionDto[] {
    return this.sessions.listLive(auth, query.all === true);
  }

  @Delete(':id')
  @Audited('session-revoke', 'sessions')
  @ApiOperation({
    summary: 'Revoke a session: its tokens are refused from now on (another account’s: admin only)',
  })
  async revoke(
    @CurrentAuth() auth: AuthContext,
    @Param('id', ParseUUIDPipe) id: string,
  ): Promise<boolean> {
    await this.sessions.revokeFor(auth, id);
    return true;
  }
}

/** Administrators sign an account out everywhere (mantenimiento/cuentas). */
@ApiTags('accounts')
@Access('admin')
@Controller('accounts/:id/sessions')
export class AccountSessionsController {
  constructor(private readonly sessions: SessionsService) {}

  @Delete()
  @Audited('session-revoke', 'accounts')
  @ApiOperation({ summary: 'Revoke every live session of an account' })
  async revokeAll(@Param('id', ParseUUIDPipe) id: string): Promise<RevokedSessionsDto> {
    return { revoked: await this.sessions.revokeAllOf(id, { mustExist: true }) };
  }
}
