import { Body, Controller, Get, Patch, Post, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { type AuthContext, CurrentAuth } from '../../common/auth/auth-context';
import { IdQueryDto } from '../../common/dto/id-query.dto';
import {
  ChatContactDto,
  ChatContactSummaryDto,
  ChatDto,
  ChatMessageDto,
  ChatProfileDto,
  SendChatMessageDto,
  UpdateChatDto,
} from './dto/chat.dto';
import { ChatService } from './chat.service';
import { Access } from '../../common/auth/access';

@ApiTags('chat')
@Access('signed-in')
@Controller('apps/chat')
export class ChatController {
  constructor(private readonly chat: ChatService) {}

  @Get('chats')
  @ApiOperation({ summary: 'The signed-in account’s chats, most recent first' })
  chats(@CurrentAuth() auth: AuthContext): ChatDto[] {
    return this.chat.list(auth.accountId);
  }

  @Get('chat')
  @ApiOperation({ summary: 'One chat with its messages' })
  one(@CurrentAuth() auth: AuthContext, @Query() query: IdQueryDto): ChatDto {
    return this.chat.get(auth.accountId, query.id);
  }

  @Patch('chat')
  @ApiOperation({ summary: 'Merge fields (unreadCount, muted) into a chat' })
  update(@CurrentAuth() auth: AuthContext, @Body() body: UpdateChatDto): Promise<ChatDto> {
    return this.chat.update(auth.accountId, body.id, body.chat);
  }

  @Post('messages')
  @ApiOperation({ summary: 'Send a message in a chat' })
  send(
    @CurrentAuth() auth: AuthContext,
    @Body() body: SendChatMessageDto,
  ): Promise<ChatMessageDto> {
    return this.chat.send(auth.accountId, body.chatId, body.value);
  }

  @Get('contacts')
  @ApiOperation({ summary: 'Chat contacts by name, without details and attachments' })
  contacts(): ChatContactSummaryDto[] {
    return this.chat.contactList();
  }

  @Get('contact')
  @ApiOperation({ summary: 'One chat contact' })
  contact(@Query() query: IdQueryDto): ChatContactDto {
    return this.chat.contact(query.id);
  }

  @Get('profile')
  @ApiOperation({ summary: 'The signed-in account as the chat shows it' })
  profile(@CurrentAuth() auth: AuthContext): ChatProfileDto {
    return this.chat.profile(auth.accountId);
  }
}
