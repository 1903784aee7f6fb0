import { Module } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { SignInLimitsModule } from '../auth/sign-in-limits.module';
import { AccountsAdminController } from './accounts-admin.controller';
import { AccountsController } from './accounts.controller';
import { AccountsRepository } from './accounts.repository';
import { AccountsService } from './accounts.service';
import { FirstAdministratorNotice } from './first-administrator-notice';
import { OwnPasswordLimitInterceptor } from './own-password-limit.interceptor';
import { OwnPasswordService } from './own-password.service';
import { PasswordChangeInterceptor } from './password-change.interceptor';

@Module({
  imports: [SignInLimitsModule],
  controllers: [AccountsController, AccountsAdminController],
  providers: [
    AccountsRepository,
    AccountsService,
    OwnPasswordService,
    OwnPasswordLimitInterceptor,
    FirstAdministratorNotice,
    { provide: APP_INTERCEPTOR, useClass: PasswordChangeInterceptor },
  ],
  exports: [AccountsService],
})
export class AccountsModule {}
