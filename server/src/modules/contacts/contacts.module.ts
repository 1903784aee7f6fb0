import { Module } from '@nestjs/common';
import { CommonModule } from '../common/common.module';
import { AvatarFiles } from './avatar-files';
import { ContactsController } from './contacts.controller';
import { ContactsRepository, ContactTagsRepository } from './contacts.repository';
import { ContactsService } from './contacts.service';

/** The contacts app: address book, tags, countries and avatars; contacts in the search. */
@Module({
  imports: [CommonModule],
  controllers: [ContactsController],
  providers: [ContactsRepository, ContactTagsRepository, AvatarFiles, ContactsService],
})
export class ContactsModule {}
