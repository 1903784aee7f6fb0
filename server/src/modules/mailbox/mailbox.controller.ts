import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
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
import { IdQueryDto } from '../../common/dto/id-query.dto';
import { ApiErrorResponses } from '../../common/errors/api-error-responses.decorator';
import { attachmentDisposition } from '../../common/files/content-disposition';
import { FileInterceptor, UploadedFile } from '../../common/files/file-interceptor';
import { AttachmentUploadPipe } from './attachment-upload.pipe';
import { ATTACHMENT_MAX_BYTES } from './mailbox.constants';
import {
  AttachmentQueryDto,
  CreateDraftDto,
  CreateMailLabelDto,
  MailboxSettingsDto,
  MailDto,
  MailFilterDto,
  MailFolderDto,
  MailLabelDto,
  MailListDto,
  MailListQueryDto,
  SendMailDto,
  UpdateDraftDto,
  UpdateMailboxSettingsDto,
  UpdateMailDto,
  UpdateMailLabelDto,
  UploadAttachmentBodyDto,
  UploadAttachmentDto,
} from './dto/mailbox.dto';
import { type AttachmentUpload, MailboxService } from './mailbox.service';

@ApiTags('mailbox')
@Access('signed-in')
@Controller('apps/mailbox')
export class MailboxController {
  constructor(private readonly mailbox: MailboxService) {}

  @Get('settings')
  @ApiOperation({ summary: 'The signed-in account’s mailbox settings' })
  settings(@CurrentAuth() auth: AuthContext): MailboxSettingsDto {
    return this.mailbox.settings(auth.accountId);
  }

  @Patch('settings')
  @ApiOperation({ summary: 'Merge settings; answers the merged settings' })
  @ApiErrorResponses(400)
  updateSettings(
    @CurrentAuth() auth: AuthContext,
    @Body() body: UpdateMailboxSettingsDto,
  ): Promise<MailboxSettingsDto> {
    return this.mailbox.updateSettings(auth.accountId, body.settings);
  }

  @Get('folders')
  @ApiOperation({
    summary: 'The folders with their count (sent, trash 0; drafts, spam all; inbox unread)',
  })
  folders(@CurrentAuth() auth: AuthContext): MailFolderDto[] {
    return this.mailbox.folders(auth.accountId);
  }

  @Get('filters')
  @ApiOperation({ summary: 'The filters (starred, important)' })
  filters(): MailFilterDto[] {
    return this.mailbox.filters();
  }

  @Get('labels')
  @ApiOperation({ summary: 'The account’s labels' })
  labels(@CurrentAuth() auth: AuthContext): MailLabelDto[] {
    return this.mailbox.labelList(auth.accountId);
  }

  @Post('label')
  @ApiOperation({
    summary: 'Create a label; its slug comes from the title, made unique with -1, -2 ...',
  })
  @ApiErrorResponses(400)
  createLabel(
    @CurrentAuth() auth: AuthContext,
    @Body() body: CreateMailLabelDto,
  ): Promise<MailLabelDto> {
    return this.mailbox.createLabel(auth.accountId, body.label);
  }

  @Patch('label')
  @ApiOperation({ summary: 'Rename or recolour a label (a new title gives a new slug)' })
  @ApiErrorResponses(400, 404)
  updateLabel(
    @CurrentAuth() auth: AuthContext,
    @Body() body: UpdateMailLabelDto,
  ): Promise<MailLabelDto> {
    return this.mailbox.updateLabel(auth.accountId, body.id, body.label);
  }

  @Delete('label')
  @ApiOperation({ summary: 'Delete a label and remove it from every mail; answers true' })
  @ApiErrorResponses(400, 404)
  removeLabel(@CurrentAuth() auth: AuthContext, @Query() query: IdQueryDto): Promise<boolean> {
    return this.mailbox.removeLabel(auth.accountId, query.id);
  }

  @Get('mails')
  @ApiOperation({
    summary:
      'Mails of a folder, filter or label (slug), newest first, 10 a page; past the last page mails is null',
  })
  @ApiErrorResponses(400, 404)
  mails(@CurrentAuth() auth: AuthContext, @Query() query: MailListQueryDto): MailListDto {
    return this.mailbox.list(auth.accountId, query);
  }

  @Get('mail')
  @ApiOperation({ summary: 'One mail' })
  @ApiErrorResponses(400, 404)
  mail(@CurrentAuth() auth: AuthContext, @Query() query: IdQueryDto): MailDto {
    return this.mailbox.get(auth.accountId, query.id);
  }

  @Patch('mail')
  @ApiOperation({ summary: 'Merge starred, important, unread, folder (move) and labels' })
  @ApiErrorResponses(400, 404)
  update(@CurrentAuth() auth: AuthContext, @Body() body: UpdateMailDto): Promise<MailDto> {
    return this.mailbox.update(auth.accountId, body.id, body.mail);
  }

  @Delete('mail')
  @ApiOperation({ summary: 'Delete a mail for good, with its attachments; answers true' })
  @ApiErrorResponses(400, 404)
  remove(@CurrentAuth() auth: AuthContext, @Query() query: IdQueryDto): Promise<boolean> {
    return this.mailbox.remove(auth.accountId, query.id);
  }

  @Post('mail')
  @ApiOperation({
    summary:
      'Send a mail (from a draft when draftId is given): a copy in sent, one in the inbox of each recipient with an account here, SMTP for the others',
  })
  @ApiErrorResponses(400, 404, 409)
  send(@CurrentAuth() auth: AuthContext, @Body() body: SendMailDto): Promise<MailDto> {
    return this.mailbox.send(auth.accountId, body.draftId, body.mail);
  }

  @Post('draft')
  @ApiOperation({
    summary: 'Save a new draft (forwardOf: a mail whose attachments the draft takes copies of)',
  })
  @ApiErrorResponses(400, 404)
  createDraft(@CurrentAuth() auth: AuthContext, @Body() body: CreateDraftDto): Promise<MailDto> {
    return this.mailbox.createDraft(auth.accountId, body.mail, body.forwardOf);
  }

  @Patch('draft')
  @ApiOperation({
    summary: 'Change a draft’s recipients, subject or content (409 when not a draft)',
  })
  @ApiErrorResponses(400, 404, 409)
  updateDraft(@CurrentAuth() auth: AuthContext, @Body() body: UpdateDraftDto): Promise<MailDto> {
    return this.mailbox.updateDraft(auth.accountId, body.id, body.mail);
  }

  @Post('draft/attachment')
  @HttpCode(200)
  @UseInterceptors(
    FileInterceptor('file', {
      limits: { fileSize: ATTACHMENT_MAX_BYTES, files: 1, fields: 5 },
      defParamCharset: 'utf8',
    }),
  )
  @ApiConsumes('multipart/form-data')
  @ApiBody({ type: UploadAttachmentBodyDto })
  @ApiOperation({
    summary:
      'Attach a file to a draft (10 MB: 413 above; at most 10 per mail: 409); answers the draft',
  })
  @ApiErrorResponses(400, 404, 409, 413)
  addAttachment(
    @CurrentAuth() auth: AuthContext,
    @Body() body: UploadAttachmentDto,
    @UploadedFile(AttachmentUploadPipe) file: AttachmentUpload,
  ): Promise<MailDto> {
    return this.mailbox.addAttachment(auth.accountId, body.id, file);
  }

  @Delete('draft/attachment')
  @ApiOperation({ summary: 'Remove an attachment from a draft; answers the draft' })
  @ApiErrorResponses(400, 404, 409)
  removeAttachment(
    @CurrentAuth() auth: AuthContext,
    @Query() query: AttachmentQueryDto,
  ): Promise<MailDto> {
    return this.mailbox.removeAttachment(auth.accountId, query.mailId, query.id);
  }

  @Get('attachment')
  @ApiProduces('application/octet-stream')
  @ApiOkResponse({
    description: 'The file, as an attachment named as it was sent',
    schema: { type: 'string', format: 'binary' },
  })
  @ApiOperation({ summary: 'Download an attachment of one of the account’s mails' })
  @ApiErrorResponses(400, 404)
  async attachment(
    @CurrentAuth() auth: AuthContext,
    @Query() query: AttachmentQueryDto,
  ): Promise<StreamableFile> {
    const file = await this.mailbox.attachment(auth.accountId, query.mailId, query.id);
    return new StreamableFile(file.stream, {
      type: file.type,
      length: file.size,
      disposition: attachmentDisposition(file.name),
    });
  }
}
