import { Module } from '@nestjs/common';
import { MembersModule } from '../members/members.module';
import { TriviasController } from './trivias.controller';
import { TriviaCompletionsRepository, TriviasRepository } from './trivias.repository';
import { TriviasService } from './trivias.service';

/** The rewards programme's trivias and the members' completions of them. */
@Module({
  imports: [MembersModule],
  controllers: [TriviasController],
  providers: [TriviasRepository, TriviaCompletionsRepository, TriviasService],
  exports: [TriviasService],
})
export class TriviasModule {}
