import { Module } from '@nestjs/common';
import { ActivitiesModule } from '../activities/activities.module';
import { ShellModule } from '../shell/shell.module';
import { ApplicantReader } from './applicant-reader';
import { ApplicantsController } from './applicants.controller';
import { ApplicantsRepository } from './applicants.repository';
import { ApplicantsService } from './applicants.service';
import { CvFiles } from './cv-files';

/** Applicants, their CVs and their personal data (apps/crearpostulante, Busquedapostulante). */
@Module({
  imports: [ShellModule, ActivitiesModule],
  controllers: [ApplicantsController],
  providers: [ApplicantsRepository, ApplicantsService, CvFiles, ApplicantReader],
  exports: [ApplicantsService, ApplicantReader],
})
export class ApplicantsModule {}
