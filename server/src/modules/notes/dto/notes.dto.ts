import { ApiProperty, ApiPropertyOptional, OmitType } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsISO8601,
  IsNotEmpty,
  IsObject,
  IsOptional,
  IsString,
  IsUUID,
  Matches,
  MaxLength,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import { Echoes } from '../../../common/validation/echoed';
import { IsOmittable } from '../../../common/validation/omittable.decorator';
import { NOTE_IMAGE_FILE, NOTE_IMAGE_TEXT_MAX } from '../note-images';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/**
 * The original client sends a note's labels as ids, except on a new note, where it sends
 * the label objects it picked: either form is taken and stored as ids.
 */
const labelIds = ({ value }: { value: unknown }) =>
  Array.isArray(value)
    ? value.map((label: unknown) =>
        label !== null && typeof label === 'object' && 'id' in label
          ? (label as { id: unknown }).id
          : label,
      )
    : value;

export const NOTE_TITLE_MAX = 200;
export const NOTE_CONTENT_MAX = 20_000;
export const NOTE_TASKS_MAX = 100;
export const NOTE_TASK_MAX = 500;
export const NOTE_LABELS_MAX = 20;
export const NOTE_LABEL_TITLE_MAX = 40;

export class NoteLabelDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  title!: string;
}

export class NoteTaskDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  content!: string;
  completed!: boolean;
}

/** A note as it is stored: its labels by id (what POST, PATCH and notes/tasks answer). */
export class NoteDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  title!: string;

  /** Plain text. */
  content!: string;

  /** The checklist, or null when the note has none. */
  @ApiProperty({ type: () => [NoteTaskDto], nullable: true })
  tasks!: NoteTaskDto[] | null;

  /**
   * The image's URL, or null. Uploaded images are at `/api/apps/notes/images/<file>`
   * (the note's account only, with its token); samples at `/api/images/notes/<file>`.
   */
  @ApiProperty({ type: String, nullable: true })
  image!: string | null;

  @ApiProperty({ type: String, nullable: true, format: 'date-time' })
  reminder!: string | null;

  /** Label ids. */
  @ApiProperty({ type: [String], format: 'uuid' })
  labels!: string[];

  archived!: boolean;

  @ApiProperty({ format: 'date-time' })
  createdAt!: string;

  /** null until the note is first edited. */
  @ApiProperty({ type: String, nullable: true, format: 'date-time' })
  updatedAt!: string | null;
}

/** A note as GET all answers it: its labels as label objects, as the original client reads them. */
export class NoteWithLabelsDto extends OmitType(NoteDto, ['labels'] as const) {
  @ApiProperty({ type: () => [NoteLabelDto] })
  labels!: NoteLabelDto[];
}

/** A checklist line sent with a note: a new line may leave its id out (one is given). */
export class NoteTaskInputDto {
  @IsOptional()
  @IsUUID('all', { message: 'each task id must be a UUID' })
  id?: string;

  @IsString()
  @MaxLength(NOTE_TASK_MAX)
  content!: string;

  @IsOptional()
  @IsBoolean()
  completed?: boolean;
}

/**
 * The fields of a note a client sets; each may be left out (new notes take the empty
 * default). The original client sends the whole note, with the values the server keeps
 * (`createdAt`, `updatedAt`): those are accepted and ignored.
 */
@Echoes('createdAt', 'updatedAt')
export class NoteFieldsDto {
  @IsOmittable()
  @IsString()
  @MaxLength(NOTE_TITLE_MAX)
  title?: string;

  /** Plain text. */
  @IsOmittable()
  @IsString()
  @MaxLength(NOTE_CONTENT_MAX)
  content?: string;

  /** The whole checklist, or null for none. */
  @ApiPropertyOptional({ type: () => [NoteTaskInputDto], nullable: true })
  @ValidateIf((_, value) => value !== null)
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(NOTE_TASKS_MAX)
  @ValidateNested({ each: true })
  @Type(() => NoteTaskInputDto)
  tasks?: NoteTaskInputDto[] | null;

  /**
   * null removes the image; a `data:` URL of a PNG, JPEG, GIF or WEBP image (as the
   * original client reads a picked file; checked by its bytes, 600 KB at most) replaces
   * it; the note's current image URL keeps it.
   */
  @ApiPropertyOptional({ type: String, nullable: true })
  @ValidateIf((_, value) => value !== null)
  @IsOptional()
  @IsString()
  @MaxLength(NOTE_IMAGE_TEXT_MAX, {
    message: 'image is larger than the limit of 600 KB',
  })
  image?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, format: 'date-time' })
  @ValidateIf((_, value) => value !== null)
  @IsOptional()
  @IsISO8601({ strict: true }, { message: 'reminder must be an ISO 8601 date-time' })
  reminder?: string | null;

  /** Ids of the account's note labels (label objects are read as their id). */
  @ApiPropertyOptional({ type: [String], format: 'uuid' })
  @IsOmittable()
  @Transform(labelIds)
  @IsArray()
  @ArrayMaxSize(NOTE_LABELS_MAX)
  @IsUUID('all', { each: true, message: 'each label must be a label id' })
  labels?: string[];

  @IsOmittable()
  @IsBoolean()
  archived?: boolean;
}

/** A new note: its own `id` (null in the original client) is ignored. */
@Echoes('id')
export class NewNoteDto extends NoteFieldsDto {}

export class CreateNoteDto {
  @IsObject()
  @ValidateNested()
  @Type(() => NewNoteDto)
  note!: NewNoteDto;
}

/** The changed note: its id names it, the other fields given are merged. */
export class NotePatchDto extends NoteFieldsDto {
  @IsUUID('all', { message: 'id must be a UUID' })
  id!: string;
}

export class UpdateNoteDto {
  @IsObject()
  @ValidateNested()
  @Type(() => NotePatchDto)
  updatedNote!: NotePatchDto;
}

/** The note the task goes to: the original client sends the whole note; its id counts. */
@Echoes(
  'title',
  'content',
  'tasks',
  'image',
  'reminder',
  'labels',
  'archived',
  'createdAt',
  'updatedAt',
)
export class NoteRefDto {
  @IsUUID('all', { message: 'id must be a UUID' })
  id!: string;
}

export class AddNoteTaskDto {
  @IsObject()
  @ValidateNested()
  @Type(() => NoteRefDto)
  note!: NoteRefDto;

  /** The new checklist line's text. */
  @IsString()
  @Transform(trim)
  @IsNotEmpty({ message: 'task must not be empty' })
  @MaxLength(NOTE_TASK_MAX)
  task!: string;
}

export class CreateNoteLabelDto {
  @IsString()
  @Transform(trim)
  @IsNotEmpty({ message: 'title must not be empty' })
  @MaxLength(NOTE_LABEL_TITLE_MAX)
  title!: string;
}

export class NoteLabelPatchDto {
  @IsUUID('all', { message: 'id must be a UUID' })
  id!: string;

  @IsString()
  @Transform(trim)
  @IsNotEmpty({ message: 'title must not be empty' })
  @MaxLength(NOTE_LABEL_TITLE_MAX)
  title!: string;
}

export class UpdateNoteLabelDto {
  @IsObject()
  @ValidateNested()
  @Type(() => NoteLabelPatchDto)
  label!: NoteLabelPatchDto;
}

export class NoteImageParamDto {
  @Matches(NOTE_IMAGE_FILE, { message: 'file must name a stored note image' })
  file!: string;
}
