import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module';
import { ScrumboardController } from './scrumboard.controller';
import {
  BoardLabelsRepository,
  BoardListsRepository,
  BoardsRepository,
  CardsRepository,
} from './scrumboard.repository';
import { ScrumboardService } from './scrumboard.service';

/** The scrumboard app: boards shared by their members, with lists, cards and labels. */
@Module({
  imports: [AccountsModule],
  controllers: [ScrumboardController],
  providers: [
    BoardsRepository,
    BoardListsRepository,
    CardsRepository,
    BoardLabelsRepository,
    ScrumboardService,
  ],
})
export class ScrumboardModule {}
