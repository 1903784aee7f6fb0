import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsObject,
  IsOptional,
  IsString,
  IsUUID,
  Max,
  MaxLength,
  Min,
  ValidateBy,
  ValidateNested,
} from 'class-validator';
import { Echoes, EchoesReadShape, IsTargetId } from '../../../common/validation/echoed';
import { IsOmittable } from '../../../common/validation/omittable.decorator';
import { FILTER_FIELDS, FOLDER_SLUGS } from '../mailbox.constants';
import { LABEL_COLORS, MESSAGE_LAYOUTS } from '../mailbox.types';
import { isRecipient, normalizeRecipients } from '../recipients';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

// ---------------------------------------------------------------- settings

export class MailboxSettingsDto {
  @ApiProperty({ enum: MESSAGE_LAYOUTS, example: 'right' })
  messageLayout!: string;
}

export class MailboxSettingsPatchDto {
  @IsOmittable()
  @IsIn(MESSAGE_LAYOUTS, { message: `messageLayout must be one of ${MESSAGE_LAYOUTS.join(', ')}` })
  @ApiPropertyOptional({ enum: MESSAGE_LAYOUTS })
  messageLayout?: 'right' | 'full';
}

export class UpdateMailboxSettingsDto {
  @IsObject()
  @ValidateNested()
  @Type(() => MailboxSettingsPatchDto)
  settings!: MailboxSettingsPatchDto;
}

// ---------------------------------------------------------------- folders, filters, labels

export class MailFolderDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  title!: string;

  @ApiProperty({ enum: FOLDER_SLUGS })
  slug!: string;

  icon!: string;

  /** Sent and trash: 0; drafts and spam: every mail; inbox: the unread ones. */
  count!: number;
}

export class MailFilterDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  title!: string;
  slug!: string;
  icon!: string;
}

export class MailLabelDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  title!: string;
  slug!: string;

  @ApiProperty({ enum: LABEL_COLORS })
  color!: string;
}

/** What a client may give a label; the slug is always made from the title. */
@Echoes('id', 'slug')
export class MailLabelInputDto {
  @IsString()
  @Transform(trim)
  @IsNotEmpty({ message: 'title must not be empty' })
  @MaxLength(40)
  title!: string;

  /**
   * Left out (the original client's label has none): the first colour of the list that no
   * other label of the account has, gray first; once each is taken, they repeat in order.
   */
  @IsOmittable()
  @IsIn(LABEL_COLORS, { message: `color must be one of ${LABEL_COLORS.join(', ')}` })
  @ApiPropertyOptional({ enum: LABEL_COLORS })
  color?: string;
}

@Echoes('id', 'slug')
export class MailLabelPatchDto {
  @IsOmittable()
  @IsString()
  @Transform(trim)
  @IsNotEmpty({ message: 'title must not be empty' })
  @MaxLength(40)
  title?: string;

  @IsOmittable()
  @IsIn(LABEL_COLORS, { message: `color must be one of ${LABEL_COLORS.join(', ')}` })
  @ApiPropertyOptional({ enum: LABEL_COLORS })
  color?: string;
}

export class CreateMailLabelDto {
  @IsObject()
  @ValidateNested()
  @Type(() => MailLabelInputDto)
  label!: MailLabelInputDto;
}

export class UpdateMailLabelDto {
  @IsUUID('all', { message: 'id must be a UUID' })
  id!: string;

  @IsObject()
  @IsTargetId()
  @ValidateNested()
  @Type(() => MailLabelPatchDto)
  label!: MailLabelPatchDto;
}

// ---------------------------------------------------------------- mails

export class MailListQueryDto {
  @IsOptional()
  @IsIn(FOLDER_SLUGS, { message: `folder must be one of ${FOLDER_SLUGS.join(', ')}` })
  @ApiPropertyOptional({ enum: FOLDER_SLUGS, description: 'A folder slug' })
  folder?: string;

  @IsOptional()
  @IsIn(FILTER_FIELDS, { message: `filter must be one of ${FILTER_FIELDS.join(', ')}` })
  @ApiPropertyOptional({
    enum: FILTER_FIELDS,
    description: 'A boolean field of the mail: the mails where it is true',
  })
  filter?: string;

  /** A label slug. */
  @IsOptional()
  @IsString()
  @MaxLength(60)
  label?: string;

  /** 1 when left out. */
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'page must be a whole number' })
  @Min(1)
  @Max(100_000)
  page?: number;
}

export class MailFromDto {
  @ApiProperty({ type: String, nullable: true })
  avatar!: string | null;

  /** `Name <address>`. */
  contact!: string;
}

export class MailAttachmentDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  /** Content type, found from the bytes. */
  type!: string;

  name!: string;

  /** Bytes. */
  size!: number;

  /** For images, the URL to show them from (authenticated); null otherwise. */
  @ApiProperty({ type: String, nullable: true })
  preview!: string | null;

  /** The authenticated URL that downloads the file. */
  downloadUrl!: string;
}

export class MailDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ enum: ['mail'] })
  type!: 'mail';

  from!: MailFromDto;

  /** The recipients, `Name <address>` or an address, joined with `, `. */
  to!: string;

  cc?: string[];
  bcc?: string[];

  @ApiProperty({ format: 'date-time' })
  date!: string;

  subject!: string;

  /** Sanitised HTML. */
  content!: string;

  @ApiProperty({ type: () => [MailAttachmentDto] })
  attachments!: MailAttachmentDto[];

  starred!: boolean;
  important!: boolean;
  unread!: boolean;

  /** The folder's id. */
  @ApiProperty({ format: 'uuid' })
  folder!: string;

  /** Label ids. */
  @ApiProperty({ type: [String], format: 'uuid' })
  labels!: string[];
}

export class MailListItemDto extends MailDto {
  ccCount!: number;
  bccCount!: number;
}

export class MailPaginationDto {
  /** Left out past the last page (only lastPage is given then). */
  totalResults?: number;
  resultsPerPage?: number;
  currentPage?: number;
  lastPage!: number;
  startIndex?: number;
  endIndex?: number;
}

export class MailListDto {
  /** null past the last page. */
  @ApiProperty({ type: () => [MailListItemDto], nullable: true })
  mails!: MailListItemDto[] | null;

  pagination!: MailPaginationDto;
}

/** The fields a PATCH may change. The original client may send the whole mail back. */
@Echoes(
  'id',
  'type',
  'from',
  'to',
  'cc',
  'bcc',
  'ccCount',
  'bccCount',
  'date',
  'subject',
  'content',
  'attachments',
)
export class MailPatchDto {
  @IsOmittable()
  @IsBoolean()
  starred?: boolean;

  @IsOmittable()
  @IsBoolean()
  important?: boolean;

  @IsOmittable()
  @IsBoolean()
  unread?: boolean;

  /** A folder id. */
  @IsOmittable()
  @IsUUID('all', { message: 'folder must be a folder id' })
  folder?: string;

  /** Ids of the account's labels. */
  @IsOmittable()
  @IsArray()
  @ArrayMaxSize(50)
  @IsUUID('all', { each: true, message: 'each label must be a label id' })
  labels?: string[];
}

export class UpdateMailDto {
  @IsUUID('all', { message: 'id must be a UUID' })
  id!: string;

  @IsObject()
  @IsTargetId()
  @ValidateNested()
  @Type(() => MailPatchDto)
  mail!: MailPatchDto;
}

// ---------------------------------------------------------------- compose

const ADDRESS_MESSAGE = 'each address must be an e-mail address or Name <address>';

/**
 * A list of recipients, at most 50: e-mail addresses (trimmed, lower case) or
 * `Name <address>`; also taken as a mail's read gives its `to` (`Name <address>, ...`).
 */
function IsAddressList(): PropertyDecorator {
  return (target, key) => {
    IsArray()(target, key);
    ArrayMaxSize(50)(target, key);
    Transform(({ value }: { value: unknown }) => normalizeRecipients(value))(target, key);
    ValidateBy(
      { name: 'isRecipient', validator: { validate: isRecipient } },
      { each: true, message: ADDRESS_MESSAGE },
    )(target, key);
  };
}

/** A mail being written: a draft may leave anything empty. */
export class ComposeMailDto {
  @IsOmittable()
  @IsAddressList()
  to?: string[];

  @IsOmittable()
  @IsAddressList()
  cc?: string[];

  @IsOmittable()
  @IsAddressList()
  bcc?: string[];

  @IsOmittable()
  @IsString()
  @MaxLength(250)
  subject?: string;

  /** HTML; sanitised when stored. */
  @IsOmittable()
  @IsString()
  @MaxLength(100_000)
  content?: string;
}

/** A mail to send: at least one address in `to`. */
export class SendMailInputDto {
  @IsAddressList()
  @ArrayMinSize(1, { message: 'to must name at least one address' })
  to!: string[];

  @IsOmittable()
  @IsAddressList()
  cc?: string[];

  @IsOmittable()
  @IsAddressList()
  bcc?: string[];

  @IsOmittable()
  @IsString()
  @MaxLength(250)
  subject?: string;

  /** HTML; sanitised when stored. */
  @IsOmittable()
  @IsString()
  @MaxLength(100_000)
  content?: string;
}

export class SendMailDto {
  /** The draft this mail was written in (its attachments go with it; the draft is gone). */
  @IsOptional()
  @IsUUID('all', { message: 'draftId must be a UUID' })
  draftId?: string;

  @IsObject()
  @ValidateNested()
  @Type(() => SendMailInputDto)
  mail!: SendMailInputDto;
}

export class CreateDraftDto {
  /** A mail being forwarded: its attachments are copied into the draft. */
  @IsOptional()
  @IsUUID('all', { message: 'forwardOf must be a UUID' })
  forwardOf?: string;

  @IsObject()
  @ValidateNested()
  @Type(() => ComposeMailDto)
  mail!: ComposeMailDto;
}

/**
 * A draft's change: the compose fields. The draft as its read answers may come back whole;
 * the rest of it (id, sender, date, attachments, flags) is accepted and ignored.
 */
@EchoesReadShape(() => MailListItemDto)
export class DraftPatchDto extends ComposeMailDto {}

export class UpdateDraftDto {
  @IsUUID('all', { message: 'id must be a UUID' })
  id!: string;

  @IsObject()
  @IsTargetId()
  @ValidateNested()
  @Type(() => DraftPatchDto)
  mail!: DraftPatchDto;
}

export class UploadAttachmentDto {
  @IsUUID('all', { message: 'id must be a UUID' })
  id!: string;
}

export class UploadAttachmentBodyDto extends UploadAttachmentDto {
  @ApiProperty({ type: 'string', format: 'binary', description: 'Any file up to 10 MB' })
  file!: unknown;
}

export class AttachmentQueryDto {
  /** The mail. */
  @IsUUID('all', { message: 'mailId must be a UUID' })
  mailId!: string;

  /** The attachment. */
  @IsUUID('all', { message: 'id must be a UUID' })
  id!: string;
}
