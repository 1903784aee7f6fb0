import { Module } from '@nestjs/common';
import { NoteImages } from './note-images';
import { NotesController } from './notes.controller';
import { NoteLabelsRepository, NotesRepository } from './notes.repository';
import { NotesService } from './notes.service';

/** The notes app: each account's notes, checklists, images and labels. */
@Module({
  controllers: [NotesController],
  providers: [NotesRepository, NoteLabelsRepository, NoteImages, NotesService],
})
export class NotesModule {}
