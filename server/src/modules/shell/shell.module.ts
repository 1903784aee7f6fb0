import { Module } from '@nestjs/common';
import { MessagesController } from './notices/messages.controller';
import { NotificationsController } from './notices/notifications.controller';
import { MessagesRepository, NotificationsRepository } from './notices/notices.repository';
import { MessagesService, NotificationsService } from './notices/notices.service';
import { NavigationController } from './navigation/navigation.controller';
import { NavigationRepository } from './navigation/navigation.repository';
import { NavigationService } from './navigation/navigation.service';
import { SearchController } from './search/search.controller';
import { SearchService } from './search/search.service';
import { ShortcutsController } from './shortcuts/shortcuts.controller';
import { ShortcutsRepository } from './shortcuts/shortcuts.repository';
import { ShortcutsService } from './shortcuts/shortcuts.service';
import { StarterDataListener } from './starter-data.listener';

/**
 * The shell's API: navigation, messages, notifications, shortcuts and search. Its routes
 * stay under /api/common/...: those are the original client's URLs.
 */
@Module({
  controllers: [
    NavigationController,
    MessagesController,
    NotificationsController,
    ShortcutsController,
    SearchController,
  ],
  providers: [
    NavigationRepository,
    NavigationService,
    MessagesRepository,
    MessagesService,
    NotificationsRepository,
    NotificationsService,
    ShortcutsRepository,
    ShortcutsService,
    SearchService,
    StarterDataListener,
  ],
  exports: [SearchService],
})
export class ShellModule {}
