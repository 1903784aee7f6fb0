import { Module } from '@nestjs/common';
import { ActivitiesModule } from '../activities/activities.module';
import { CommonModule } from '../common/common.module';
import { ApplicantsController } from './applicants.controller';
import { ApplicantsRepository } from './applicants.repository';
import { ApplicantsService } from './applicants.service';
import { CvFiles } from './cv-files';

/** Applicants, their CVs and their personal data (apps/crearpostulante, Busquedapostulante). */
@Module({
  imports: [CommonModule, ActivitiesModule],
  controllers: [ApplicantsController],
  providers: [ApplicantsRepository, ApplicantsService, CvFiles],
  exports: [ApplicantsService, ApplicantsRepository],
})
export class ApplicantsModule {}
