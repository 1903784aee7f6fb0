import { Controller, Get, Query, StreamableFile } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import { Access } from '../../common/auth/access';
import { ApiErrorResponses } from '../../common/errors/api-error-responses.decorator';
import { attachmentDisposition } from '../../common/files/content-disposition';
import { CSV_CONTENT_TYPE } from '../../common/spreadsheet';
import { AuditService } from './audit.service';
import { AuditFilterDto, AuditListQueryDto, AuditPageDto } from './dto/audit.dto';

/**
 * The audit trail of personal data, for administrators (admin/audit). Read only: entries
 * are added by the audited routes and removed by retention, never through the API.
 */
@ApiTags('audit')
@Access('admin')
@Controller('audit')
export class AuditController {
  constructor(private readonly audit: AuditService) {}

  @Get()
  @ApiOperation({
    summary:
      'The audit trail, newest first: filter by actor, action, collection, record and time; paginate',
  })
  @ApiErrorResponses(400)
  list(@Query() query: AuditListQueryDto): Promise<AuditPageDto> {
    return this.audit.list(query);
  }

  @Get('export')
  @ApiProduces(CSV_CONTENT_TYPE)
  @ApiOkResponse({
    description: 'Every entry the filters keep, newest first, as a CSV file',
    schema: { type: 'string', format: 'binary' },
  })
  @ApiOperation({ summary: 'The audit trail as a CSV file, with the list’s filters' })
  @ApiErrorResponses(400)
  async export(@Query() query: AuditFilterDto): Promise<StreamableFile> {
    const bytes = await this.audit.exportCsv(query);
    const day = new Date().toISOString().slice(0, 10);
    return new StreamableFile(bytes, {
      type: CSV_CONTENT_TYPE,
      length: bytes.length,
      disposition: attachmentDisposition(`audit-${day}.csv`),
    });
  }
}
