import { Controller, Delete, Get, Param, ParseUUIDPipe } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { type AuthContext, CurrentAuth } from '../../common/auth/auth-context';
import { SessionDto } from './dto/session.dto';
import { SessionsService } from './sessions.service';

@ApiTags('sessions')
@Controller('sessions')
export class SessionsController {
  constructor(private readonly sessions: SessionsService) {}

  @Get()
  @ApiOperation({ summary: 'Live sessions of every account' })
  list(@CurrentAuth() auth: AuthContext): SessionDto[] {
    return this.sessions.listLive(auth.sessionId);
  }

  @Delete(':id')
  @ApiOperation({ summary: 'Revoke a session: its tokens are refused from now on' })
  async revoke(@Param('id', ParseUUIDPipe) id: string): Promise<boolean> {
    await this.sessions.revoke(id);
    return true;
  }
}
