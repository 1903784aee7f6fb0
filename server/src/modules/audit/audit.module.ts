import { Module } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { AccountsModule } from '../accounts/accounts.module';
import { AuditController } from './audit.controller';
import { AuditInterceptor } from './audit.interceptor';
import { StoredTrailRepository } from './audit.repository';
import { AuditService } from './audit.service';

/**
 * The audit trail of personal data (admin/audit): reads of one person's record, exports,
 * changes and erasures, sign-ins, access changes and session revocations.
 */
@Module({
  imports: [AccountsModule],
  controllers: [AuditController],
  providers: [
    StoredTrailRepository,
    AuditService,
    { provide: APP_INTERCEPTOR, useClass: AuditInterceptor },
  ],
  exports: [AuditService],
})
export class AuditModule {}
