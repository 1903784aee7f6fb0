import { Injectable } from '@nestjs/common';
import { defineCollection, Repository, StoreService } from '../../store';
import type { Note, NoteLabel } from './notes.types';

@Injectable()
export class NotesRepository extends Repository<Note> {
  constructor(store: StoreService) {
    super(store, defineCollection<Note>({ name: 'notes' }));
  }
}

@Injectable()
export class NoteLabelsRepository extends Repository<NoteLabel> {
  constructor(store: StoreService) {
    super(store, defineCollection<NoteLabel>({ name: 'note-labels' }));
  }
}
