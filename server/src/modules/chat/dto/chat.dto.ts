import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  IsBoolean,
  IsInt,
  IsNotEmpty,
  IsObject,
  IsOptional,
  IsString,
  IsUUID,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import { Echoes, IsTargetId } from '../../../common/validation/echoed';

export class ChatContactDetailsDto {
  @ApiProperty({
    type: 'array',
    items: { type: 'object', properties: { email: { type: 'string' }, label: { type: 'string' } } },
  })
  emails!: { email: string; label: string }[];

  @ApiProperty({
    type: 'array',
    items: {
      type: 'object',
      properties: {
        country: { type: 'string' },
        phoneNumber: { type: 'string' },
        label: { type: 'string' },
      },
    },
  })
  phoneNumbers!: { country: string; phoneNumber: string; label: string }[];

  title?: string;
  company?: string;

  @ApiPropertyOptional({ type: String, nullable: true, format: 'date-time' })
  birthday?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true })
  address?: string | null;
}

export class ChatAttachmentsDto {
  media!: string[];
  docs!: string[];
  links!: string[];
}

/** A contact as the contact list shows it (no details or attachments). */
export class ChatContactSummaryDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ type: String, nullable: true })
  avatar!: string | null;

  name!: string;
  about!: string;
}

export class ChatContactDto extends ChatContactSummaryDto {
  details!: ChatContactDetailsDto;
  attachments!: ChatAttachmentsDto;
}

export class ChatMessageDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ format: 'uuid' })
  chatId!: string;

  contactId!: string;

  /** HTML. */
  value!: string;

  @ApiProperty({ format: 'date-time' })
  createdAt!: string;

  isMine!: boolean;
}

export class ChatDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  contactId!: string;
  contact!: ChatContactDto;
  unreadCount!: number;
  muted!: boolean;
  lastMessage!: string;

  @ApiProperty({ format: 'date-time' })
  lastMessageAt!: string;

  /** Present when one chat is asked for, oldest first. */
  @ApiPropertyOptional({ type: () => [ChatMessageDto] })
  messages?: ChatMessageDto[];
}

export class ChatProfileDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  name!: string;
  email!: string;

  @ApiProperty({ type: String, nullable: true })
  avatar!: string | null;

  about!: string;
}

/** The original client sends the whole chat back with `muted` toggled. */
@Echoes('id', 'contactId', 'contact', 'lastMessage', 'lastMessageAt', 'messages')
export class ChatPatchDto {
  @IsOptional()
  @IsInt()
  @Min(0)
  unreadCount?: number;

  @IsOptional()
  @IsBoolean()
  muted?: boolean;
}

export class UpdateChatDto {
  @IsUUID()
  id!: string;

  @IsObject()
  @IsTargetId()
  @ValidateNested()
  @Type(() => ChatPatchDto)
  chat!: ChatPatchDto;
}

export class SendChatMessageDto {
  @IsUUID()
  chatId!: string;

  /** HTML or text; sanitised when stored. */
  @IsString()
  @IsNotEmpty({ message: 'value must not be empty' })
  @MaxLength(5000)
  value!: string;
}
