import { Module } from '@nestjs/common';
import { MembersModule } from '../members/members.module';
import { InvoiceFiles } from './invoice-files';
import { InvoiceReader } from './invoice-reader';
import { InvoicesController } from './invoices.controller';
import { InvoicesRepository } from './invoices.repository';
import { InvoicesService } from './invoices.service';

/** The invoices (facturas) members hand in; approving one credits its points. */
@Module({
  imports: [MembersModule],
  controllers: [InvoicesController],
  providers: [InvoicesRepository, InvoiceFiles, InvoicesService, InvoiceReader],
  exports: [InvoicesService, InvoiceReader],
})
export class InvoicesModule {}
