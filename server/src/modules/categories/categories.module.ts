import { Module } from '@nestjs/common';
import { CategoryReader } from './category-reader';
import { CategoriesController } from './categories.controller';
import { CategoriesRepository } from './categories.repository';
import { CategoriesService } from './categories.service';

/** Vacancy and reward categories (mantenimiento/categorias). */
@Module({
  controllers: [CategoriesController],
  providers: [CategoriesRepository, CategoriesService, CategoryReader],
  exports: [CategoriesService, CategoryReader],
})
export class CategoriesModule {}
