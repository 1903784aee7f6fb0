import { Module } from '@nestjs/common';
import { PAGE_RENDERER } from '../../common/http/serve-web';
import { ApplicantsModule } from '../applicants/applicants.module';
import { ApplicationsModule } from '../applications/applications.module';
import { BannersModule } from '../banners/banners.module';
import { CategoriesModule } from '../categories/categories.module';
import { CompaniesModule } from '../companies/companies.module';
import { VacanciesModule } from '../vacancies/vacancies.module';
import { PublicBoardController } from './public-board.controller';
import { PublicBoardService } from './public-board.service';
import { PublicPages } from './public-pages';
import { PublicRateLimitGuard, PublicRateLimitStorage } from './public-rate-limit.guard';

/**
 * The public job board (home): its /api/public/... endpoints and the server-rendered
 * snapshot of its pages (PublicPages, handed to the SPA's fallback route).
 */
@Module({
  imports: [
    VacanciesModule,
    CompaniesModule,
    CategoriesModule,
    BannersModule,
    ApplicantsModule,
    ApplicationsModule,
  ],
  controllers: [PublicBoardController],
  providers: [
    PublicBoardService,
    PublicRateLimitStorage,
    PublicRateLimitGuard,
    PublicPages,
    { provide: PAGE_RENDERER, useExisting: PublicPages },
  ],
})
export class PublicBoardModule {}
