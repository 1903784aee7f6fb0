import { Injectable } from '@nestjs/common';
import { defineCollection, Repository, StoreService } from '../../store';
import type { Board, BoardLabel, BoardList, Card } from './scrumboard.types';

@Injectable()
export class BoardsRepository extends Repository<Board> {
  constructor(store: StoreService) {
    super(store, defineCollection<Board>({ name: 'scrumboard-boards' }));
  }
}

@Injectable()
export class BoardListsRepository extends Repository<BoardList> {
  constructor(store: StoreService) {
    super(store, defineCollection<BoardList>({ name: 'scrumboard-lists' }));
  }
}

@Injectable()
export class CardsRepository extends Repository<Card> {
  constructor(store: StoreService) {
    super(store, defineCollection<Card>({ name: 'scrumboard-cards' }));
  }
}

@Injectable()
export class BoardLabelsRepository extends Repository<BoardLabel> {
  constructor(store: StoreService) {
    super(store, defineCollection<BoardLabel>({ name: 'scrumboard-labels' }));
  }
}
