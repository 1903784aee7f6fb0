import { Module } from '@nestjs/common';
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
    // Global, in its place among the others (app.setup.ts).
    AuditInterceptor,
  ],
  exports: [AuditService],
})
export class AuditModule {}
