import { type DynamicModule, Module } from '@nestjs/common';
import { APP_FILTER, APP_PIPE } from '@nestjs/core';
import { EventEmitterModule } from '@nestjs/event-emitter';
import { AllExceptionsFilter } from './common/errors/all-exceptions.filter';
import { createValidationPipe } from './common/validation/validation.pipe';
import { AppConfigService } from './config/config';
import { AppConfigModule } from './config/config.module';
import { MailModule } from './common/mail/mail.module';
import { MetricsModule } from './common/metrics/metrics.module';
import { MetricsService } from './common/metrics/metrics.service';
import { AccountsModule } from './modules/accounts/accounts.module';
import { ActivitiesModule } from './modules/activities/activities.module';
import { ApplicantsModule } from './modules/applicants/applicants.module';
import { ApplicationsModule } from './modules/applications/applications.module';
import { AuditModule } from './modules/audit/audit.module';
import { AuthModule } from './modules/auth/auth.module';
import { CategoriesModule } from './modules/categories/categories.module';
import { ChatModule } from './modules/chat/chat.module';
import { ShellModule } from './modules/shell/shell.module';
import { CompaniesModule } from './modules/companies/companies.module';
import { DashboardsModule } from './modules/dashboards/dashboards.module';
import { FavouritesModule } from './modules/favourites/favourites.module';
import { ContactsModule } from './modules/contacts/contacts.module';
import { FileManagerModule } from './modules/file-manager/file-manager.module';
import { MailboxModule } from './modules/mailbox/mailbox.module';
import { MembersModule } from './modules/members/members.module';
import { RewardsModule } from './modules/rewards/rewards.module';
import { BannersModule } from './modules/banners/banners.module';
import { RedemptionsModule } from './modules/redemptions/redemptions.module';
import { TriviasModule } from './modules/trivias/trivias.module';
import { InvoicesModule } from './modules/invoices/invoices.module';
import { HealthModule } from './modules/health/health.module';
import { HelpCenterModule } from './modules/help-center/help-center.module';
import { ImagesModule } from './modules/images/images.module';
import { InterviewSlotsModule } from './modules/interview-slots/interview-slots.module';
import { InventoryModule } from './modules/inventory/inventory.module';
import { LiveEventsModule } from './modules/live-events/live-events.module';
import { NotesModule } from './modules/notes/notes.module';
import { PublicBoardModule } from './modules/public-board/public-board.module';
import { SummaryModule } from './modules/summary/summary.module';
import { ReportsModule } from './modules/reports/reports.module';
import { ScrumboardModule } from './modules/scrumboard/scrumboard.module';
import { SheetModule } from './modules/sheet/sheet.module';
import { SessionsModule } from './modules/sessions/sessions.module';
import { TasksModule } from './modules/tasks/tasks.module';
import { UiIconsModule } from './modules/ui-icons/ui-icons.module';
import { VacanciesModule } from './modules/vacancies/vacancies.module';
import { type OpenMode, StoreModule } from './store';
import { seedsFor } from './store/seed';

export interface AppModuleOptions {
  /** `reset` rewrites every collection from its seed (npm run seed -- --reset). */
  store?: OpenMode;
}

/** The feature modules; each owns its controllers, services and collections. */
const FEATURE_MODULES = [
  HealthModule,
  AccountsModule,
  SessionsModule,
  AuditModule,
  AuthModule,
  LiveEventsModule,
  ShellModule,
  ChatModule,
  ActivitiesModule,
  CompaniesModule,
  CategoriesModule,
  VacanciesModule,
  ApplicantsModule,
  ApplicationsModule,
  InterviewSlotsModule,
  FavouritesModule,
  ContactsModule,
  InventoryModule,
  FileManagerModule,
  MailboxModule,
  MembersModule,
  RewardsModule,
  RedemptionsModule,
  BannersModule,
  TriviasModule,
  InvoicesModule,
  HelpCenterModule,
  ImagesModule,
  NotesModule,
  TasksModule,
  ScrumboardModule,
  SummaryModule,
  UiIconsModule,
  DashboardsModule,
  ReportsModule,
  PublicBoardModule,
  SheetModule,
];

@Module({})
export class AppModule {
  static forRoot(options: AppModuleOptions = {}): DynamicModule {
    return {
      module: AppModule,
      imports: [
        AppConfigModule,
        MailModule,
        MetricsModule,
        EventEmitterModule.forRoot(),
        StoreModule.forRootAsync({
          inject: [AppConfigService, MetricsService],
          useFactory: (config: AppConfigService, metrics: MetricsService) => {
            const { dataDir, database, admin, passwordHashCost, invoiceCurrencyPerPoint } =
              config.values;
            return {
              dataDir,
              database,
              onStart: options.store ?? 'open',
              // One seeding context per store: the sample data of server/src/store/seed.
              seeds: seedsFor({ dataDir, admin, passwordHashCost, invoiceCurrencyPerPoint }),
              // A no-op unless METRICS_PORT is set.
              observer: metrics.storeObserver,
            };
          },
        }),
        ...FEATURE_MODULES,
      ],
      providers: [
        { provide: APP_FILTER, useClass: AllExceptionsFilter },
        { provide: APP_PIPE, useFactory: createValidationPipe },
      ],
    };
  }
}
