import { Module } from '@nestjs/common';
import { MembersModule } from '../members/members.module';
import { InvoiceFiles } from './invoice-files';
import { InvoicesController } from './invoices.controller';
import { InvoicesRepository } from './invoices.repository';
import { InvoicesService } from './invoices.service';

/** The invoices (facturas) members hand in; approving one credits its points. */
@Module({
  imports: [MembersModule],
  controllers: [InvoicesController],
  providers: [InvoicesRepository, InvoiceFiles, InvoicesService],
  exports: [InvoicesService, InvoicesRepository],
})
export class InvoicesModule {}
