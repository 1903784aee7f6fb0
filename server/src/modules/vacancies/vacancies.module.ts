import { Module } from '@nestjs/common';
import { CategoriesModule } from '../categories/categories.module';
import { ShellModule } from '../shell/shell.module';
import { CompaniesModule } from '../companies/companies.module';
import { VacanciesController } from './vacancies.controller';
import { VacanciesRepository } from './vacancies.repository';
import { VacanciesService } from './vacancies.service';

/** Vacancies and their status lifecycle (apps/crearvacanciaInterno, listadovacanciaInterna). */
@Module({
  imports: [CompaniesModule, CategoriesModule, ShellModule],
  controllers: [VacanciesController],
  providers: [VacanciesRepository, VacanciesService],
  exports: [VacanciesService],
})
export class VacanciesModule {}
