import { Module } from '@nestjs/common';
import { CompaniesController } from './companies.controller';
import { CompaniesRepository } from './companies.repository';
import { CompaniesService } from './companies.service';
import { CompanyReader } from './company-reader';

/** Employers (mantenimiento/empresas). */
@Module({
  controllers: [CompaniesController],
  providers: [CompaniesRepository, CompaniesService, CompanyReader],
  exports: [CompaniesService, CompanyReader],
})
export class CompaniesModule {}
