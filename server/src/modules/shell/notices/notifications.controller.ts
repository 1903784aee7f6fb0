import { Body, Controller, Delete, Get, HttpCode, Patch, Post, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { type AuthContext, CurrentAuth } from '../../../common/auth/auth-context';
import { IdQueryDto } from '../../../common/dto/id-query.dto';
import {
  CreateNotificationDto,
  NoticeDto,
  ToggleNotificationDto,
  UpdateNotificationDto,
} from './dto/notice.dto';
import { NotificationsService } from './notices.service';
import { Access } from '../../../common/auth/access';

@ApiTags('common')
@Access('signed-in')
@Controller('common/notifications')
export class NotificationsController {
  constructor(private readonly notifications: NotificationsService) {}

  @Get()
  @ApiOperation({ summary: 'The signed-in account’s notifications, newest first' })
  list(@CurrentAuth() auth: AuthContext): NoticeDto[] {
    return this.notifications.list(auth.accountId);
  }

  @Post()
  @ApiOperation({ summary: 'Add a notification' })
  create(
    @CurrentAuth() auth: AuthContext,
    @Body() body: CreateNotificationDto,
  ): Promise<NoticeDto> {
    return this.notifications.create(auth.accountId, body.notification);
  }

  @Patch()
  @ApiOperation({ summary: 'Change a notification' })
  update(
    @CurrentAuth() auth: AuthContext,
    @Body() body: UpdateNotificationDto,
  ): Promise<NoticeDto> {
    return this.notifications.update(auth.accountId, body.id, body.notification);
  }

  @Delete()
  @ApiOperation({ summary: 'Remove a notification; answers the removed notification' })
  remove(@CurrentAuth() auth: AuthContext, @Query() query: IdQueryDto): Promise<NoticeDto> {
    return this.notifications.remove(auth.accountId, query.id);
  }

  @Get('mark-all-as-read')
  @ApiOperation({ summary: 'Mark every notification as read' })
  markAllAsRead(@CurrentAuth() auth: AuthContext): Promise<boolean> {
    return this.notifications.markAllAsRead(auth.accountId);
  }

  @Post('toggle-read-status')
  @HttpCode(200)
  @ApiOperation({ summary: 'Set (or, without `read`, flip) a notification’s read state' })
  toggleRead(
    @CurrentAuth() auth: AuthContext,
    @Body() body: ToggleNotificationDto,
  ): Promise<NoticeDto> {
    return this.notifications.setRead(auth.accountId, body.notification);
  }
}
