import { Module } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { AccountsAdminController } from './accounts-admin.controller';
import { AccountsController } from './accounts.controller';
import { AccountsRepository } from './accounts.repository';
import { AccountsService } from './accounts.service';
import { FirstAdministratorNotice } from './first-administrator-notice';
import { OwnPasswordService } from './own-password.service';
import { PasswordChangeInterceptor } from './password-change.interceptor';

@Module({
  controllers: [AccountsController, AccountsAdminController],
  providers: [
    AccountsRepository,
    AccountsService,
    OwnPasswordService,
    FirstAdministratorNotice,
    { provide: APP_INTERCEPTOR, useClass: PasswordChangeInterceptor },
  ],
  exports: [AccountsService],
})
export class AccountsModule {}
