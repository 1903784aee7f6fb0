import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Param,
  ParseUUIDPipe,
  Patch,
  Post,
  Query,
  StreamableFile,
  UseInterceptors,
} from '@nestjs/common';
import {
  ApiBody,
  ApiConsumes,
  ApiOkResponse,
  ApiOperation,
  ApiProduces,
  ApiTags,
} from '@nestjs/swagger';
import { Access } from '../../common/auth/access';
import { type AuthContext, CurrentAuth } from '../../common/auth/auth-context';
import { ApiErrorResponses } from '../../common/errors/api-error-responses.decorator';
import { inlineDisposition } from '../../common/files/content-disposition';
import { FileInterceptor, UploadedFile } from '../../common/files/file-interceptor';
import {
  CreateInvoiceDto,
  InvoiceDto,
  InvoiceListQueryDto,
  InvoicePageDto,
  RejectInvoiceDto,
  UpdateInvoiceDto,
  UploadInvoiceFileBodyDto,
} from './dto/invoice.dto';
import { INVOICE_FILE_CONTENT_TYPES, INVOICE_FILE_MAX_BYTES } from './invoice-file-format';
import { type InvoiceUpload, InvoiceUploadPipe } from './invoice-upload.pipe';
import { InvoicesService } from './invoices.service';
import { assertEchoesUnchanged } from '../../common/validation/echoed';

@ApiTags('invoices')
@Access('rewards')
@Controller('invoices')
export class InvoicesController {
  constructor(private readonly invoices: InvoicesService) {}

  @Get()
  @ApiOperation({
    summary:
      'Invoices with their member’s name: search number, vendor or member; filter by status, member or completed; sort; pages',
  })
  @ApiErrorResponses(400)
  list(@Query() query: InvoiceListQueryDto): InvoicePageDto {
    return this.invoices.list(query);
  }

  @Get(':id')
  @ApiOperation({ summary: 'One invoice' })
  @ApiErrorResponses(400, 404)
  get(@Param('id', ParseUUIDPipe) id: string): InvoiceDto {
    return this.invoices.get(id);
  }

  @Post()
  @ApiOperation({
    summary:
      'Register a pending invoice of an active member (404 unknown member, 422 blocked; number and vendor unique: 409)',
  })
  @ApiErrorResponses(400, 404, 409, 422)
  create(@Body() body: CreateInvoiceDto): Promise<InvoiceDto> {
    return this.invoices.create(body);
  }

  @Patch(':id')
  @ApiOperation({
    summary: 'Change a pending invoice (409 once reviewed; number and vendor unique: 409)',
  })
  @ApiErrorResponses(400, 404, 409, 422)
  update(
    @Param('id', ParseUUIDPipe) id: string,
    @Body() body: UpdateInvoiceDto,
  ): Promise<InvoiceDto> {
    // Review changes those (approve, reject).
    assertEchoesUnchanged(body, () => this.invoices.get(id));
    return this.invoices.update(id, body);
  }

  @Delete(':id')
  @ApiOperation({
    summary: 'Delete a pending invoice and its file (409 once reviewed); answers it',
  })
  @ApiErrorResponses(400, 404, 409)
  remove(@Param('id', ParseUUIDPipe) id: string): Promise<InvoiceDto> {
    return this.invoices.remove(id);
  }

  @Post(':id/file')
  @HttpCode(200)
  @UseInterceptors(
    FileInterceptor('file', {
      limits: { fileSize: INVOICE_FILE_MAX_BYTES, files: 1, fields: 0 },
      // File names as browsers send them: UTF-8.
      defParamCharset: 'utf8',
    }),
  )
  @ApiConsumes('multipart/form-data')
  @ApiBody({ type: UploadInvoiceFileBodyDto })
  @ApiOperation({
    summary:
      'Upload or replace the file of a pending invoice (PDF, PNG, JPEG or WEBP by content; 10 MB: 413 above, 415 other types; 409 once reviewed)',
  })
  @ApiErrorResponses(400, 404, 409, 413, 415)
  uploadFile(
    @Param('id', ParseUUIDPipe) id: string,
    @UploadedFile(InvoiceUploadPipe) file: InvoiceUpload,
  ): Promise<InvoiceDto> {
    return this.invoices.uploadFile(id, file);
  }

  @Get(':id/file')
  @ApiProduces(...Object.values(INVOICE_FILE_CONTENT_TYPES))
  @ApiOkResponse({
    description: 'The invoice file, inline, under its uploaded name',
    schema: { type: 'string', format: 'binary' },
  })
  @ApiOperation({ summary: 'The invoice’s file, to show or download' })
  @ApiErrorResponses(400, 404)
  async file(@Param('id', ParseUUIDPipe) id: string): Promise<StreamableFile> {
    const file = await this.invoices.file(id);
    return new StreamableFile(file.stream, {
      type: file.contentType,
      length: file.size,
      disposition: inlineDisposition(file.name),
    });
  }

  @Post(':id/approve')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Approve a pending invoice with a file: the member earns amount / INVOICE_CURRENCY_PER_POINT points (rounded down) in the ledger (409 once reviewed; 422 without file or for a blocked member)',
  })
  @ApiErrorResponses(400, 404, 409, 422)
  approve(
    @Param('id', ParseUUIDPipe) id: string,
    @CurrentAuth() auth: AuthContext,
  ): Promise<InvoiceDto> {
    return this.invoices.approve(id, auth.accountId);
  }

  @Post(':id/reject')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Reject a pending invoice with a reason; no points (409 once reviewed)',
  })
  @ApiErrorResponses(400, 404, 409)
  reject(
    @Param('id', ParseUUIDPipe) id: string,
    @Body() body: RejectInvoiceDto,
    @CurrentAuth() auth: AuthContext,
  ): Promise<InvoiceDto> {
    return this.invoices.reject(id, body.reason, auth.accountId);
  }
}
