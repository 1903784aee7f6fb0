import { Module } from '@nestjs/common';
import { ApplicantsModule } from '../applicants/applicants.module';
import { VacanciesModule } from '../vacancies/vacancies.module';
import { FavouritesController } from './favourites.controller';
import { FavouritesRepository } from './favourites.repository';
import { FavouritesService } from './favourites.service';

/** Each account's starred applicants and vacancies (favoritos). */
@Module({
  imports: [ApplicantsModule, VacanciesModule],
  controllers: [FavouritesController],
  providers: [FavouritesRepository, FavouritesService],
})
export class FavouritesModule {}
