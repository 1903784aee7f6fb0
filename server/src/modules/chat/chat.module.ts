import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module';
import { ChatController } from './chat.controller';
import { ChatContactsRepository, ChatMessagesRepository, ChatsRepository } from './chat.repository';
import { ChatService } from './chat.service';

@Module({
  imports: [AccountsModule],
  controllers: [ChatController],
  providers: [ChatContactsRepository, ChatsRepository, ChatMessagesRepository, ChatService],
})
export class ChatModule {}
