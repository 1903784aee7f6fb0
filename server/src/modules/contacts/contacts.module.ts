import { Module } from '@nestjs/common';
import { ShellModule } from '../shell/shell.module';
import { AvatarFiles } from './avatar-files';
import { ContactsController } from './contacts.controller';
import { ContactsRepository, ContactTagsRepository } from './contacts.repository';
import { ContactsService } from './contacts.service';

/** The contacts app: address book, tags, countries and avatars; contacts in the search. */
@Module({
  imports: [ShellModule],
  controllers: [ContactsController],
  providers: [ContactsRepository, ContactTagsRepository, AvatarFiles, ContactsService],
})
export class ContactsModule {}
