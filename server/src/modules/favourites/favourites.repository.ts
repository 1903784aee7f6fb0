import { Injectable } from '@nestjs/common';
import { defineCollection, Repository, StoreService } from '../../store';
import type { Favourite } from './favourite.types';

@Injectable()
export class FavouritesRepository extends Repository<Favourite> {
  constructor(store: StoreService) {
    super(store, defineCollection<Favourite>({ name: 'favourites' }));
  }
}
