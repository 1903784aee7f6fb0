import { Injectable } from '@nestjs/common';
import { defineCollection, Repository, StoreService } from '../../store';
import type { Trivia, TriviaCompletion } from './trivia.types';

@Injectable()
export class TriviasRepository extends Repository<Trivia> {
  constructor(store: StoreService) {
    super(store, defineCollection<Trivia>({ name: 'trivias' }));
  }
}

/** Every member's completions of every trivia: at most one per member and trivia. */
@Injectable()
export class TriviaCompletionsRepository extends Repository<TriviaCompletion> {
  constructor(store: StoreService) {
    super(store, defineCollection<TriviaCompletion>({ name: 'trivia-completions' }));
  }
}
