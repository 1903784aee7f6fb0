import { Body, Controller, Delete, Get, HttpCode, Patch, Post, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { type AuthContext, CurrentAuth } from '../../../common/auth/auth-context';
import { IdQueryDto } from '../../../common/dto/id-query.dto';
import { CreateMessageDto, NoticeDto, ToggleMessageDto, UpdateMessageDto } from './dto/notice.dto';
import { MessagesService } from './notices.service';
import { Access } from '../../../common/auth/access';

@ApiTags('common')
@Access('signed-in')
@Controller('common/messages')
export class MessagesController {
  constructor(private readonly messages: MessagesService) {}

  @Get()
  @ApiOperation({ summary: 'The signed-in account’s messages, newest first' })
  list(@CurrentAuth() auth: AuthContext): NoticeDto[] {
    return this.messages.list(auth.accountId);
  }

  @Post()
  @ApiOperation({ summary: 'Add a message' })
  create(@CurrentAuth() auth: AuthContext, @Body() body: CreateMessageDto): Promise<NoticeDto> {
    return this.messages.create(auth.accountId, body.message);
  }

  @Patch()
  @ApiOperation({ summary: 'Change a message' })
  update(@CurrentAuth() auth: AuthContext, @Body() body: UpdateMessageDto): Promise<NoticeDto> {
    return this.messages.update(auth.accountId, body.id, body.message);
  }

  @Delete()
  @ApiOperation({ summary: 'Remove a message; answers the removed message' })
  remove(@CurrentAuth() auth: AuthContext, @Query() query: IdQueryDto): Promise<NoticeDto> {
    return this.messages.remove(auth.accountId, query.id);
  }

  @Get('mark-all-as-read')
  @ApiOperation({ summary: 'Mark every message as read' })
  markAllAsRead(@CurrentAuth() auth: AuthContext): Promise<boolean> {
    return this.messages.markAllAsRead(auth.accountId);
  }

  @Post('toggle-read-status')
  @HttpCode(200)
  @ApiOperation({ summary: 'Set (or, without `read`, flip) a message’s read state' })
  toggleRead(@CurrentAuth() auth: AuthContext, @Body() body: ToggleMessageDto): Promise<NoticeDto> {
    return this.messages.setRead(auth.accountId, body.message);
  }
}
