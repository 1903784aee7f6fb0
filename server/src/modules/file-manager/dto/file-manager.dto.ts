import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  IsIn,
  IsObject,
  IsOptional,
  IsString,
  IsUUID,
  MaxLength,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import { EchoesReadShape, IsTargetId } from '../../../common/validation/echoed';
import { IsOmittable } from '../../../common/validation/omittable.decorator';
import { ITEM_TYPES, type ItemType } from '../file-manager.types';
import { IsItemName, MAX_NAME_LENGTH } from '../item-names';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** A folder id, or the text 'null' (or nothing) for the root, as query and form fields say it. */
const FOLDER_ID_MESSAGE = 'folderId must be a folder id or null';
const nullText = ({ value }: { value: unknown }) => (value === 'null' ? null : value);

export class FileManagerItemDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  /** The folder holding the item; null is the root. */
  @ApiProperty({ type: String, format: 'uuid', nullable: true })
  folderId!: string | null;

  name!: string;

  /** The name of the account that created it. */
  createdBy!: string;

  @ApiProperty({ format: 'date-time' })
  createdAt!: string;

  @ApiProperty({ format: 'date-time' })
  modifiedAt!: string;

  /** Human-readable: '1.2 MB'; a folder's is the total of the files in it and below it. */
  size!: string;

  @ApiProperty({ enum: ITEM_TYPES })
  type!: ItemType;

  /** Folders: how many files are in it and below it ('3 files'); files: null. */
  @ApiProperty({ type: String, nullable: true })
  contents!: string | null;

  /** Folders only; null for files. */
  @ApiProperty({ type: String, nullable: true })
  description!: string | null;
}

export class FolderListingDto {
  /** The folders in the folder, by name. */
  @ApiProperty({ type: () => [FileManagerItemDto] })
  folders!: FileManagerItemDto[];

  /** The files in the folder, by name. */
  @ApiProperty({ type: () => [FileManagerItemDto] })
  files!: FileManagerItemDto[];

  /** The folder and its ancestors, from the root down (empty at the root). */
  @ApiProperty({ type: () => [FileManagerItemDto] })
  path!: FileManagerItemDto[];
}

export class FolderQueryDto {
  /** The folder to list; 'null' or nothing lists the root. */
  @ApiPropertyOptional({ type: String, description: "A folder id, or 'null' for the root" })
  @IsOptional()
  @Transform(nullText)
  @ValidateIf((_, value) => value !== null)
  @IsUUID('all', { message: FOLDER_ID_MESSAGE })
  folderId?: string | null;
}

export class CreateFolderDto {
  /** Where to create it; null for the root. */
  @ApiProperty({ type: String, format: 'uuid', nullable: true })
  @ValidateIf((_, value) => value !== null)
  @IsUUID('all', { message: FOLDER_ID_MESSAGE })
  folderId!: string | null;

  @ApiProperty({ maxLength: MAX_NAME_LENGTH })
  @Transform(trim)
  @IsItemName()
  name!: string;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 500 })
  @ValidateIf((_, value) => value !== null)
  @IsOptional()
  @IsString()
  @MaxLength(500)
  description?: string | null;
}

/** The text fields of an upload (the bytes go in the `file` part). */
export class UploadFileDto {
  /** The folder to upload into: a folder id, or 'null' (or nothing) for the root. */
  @ApiPropertyOptional({ type: String, description: "A folder id, or 'null' for the root" })
  @IsOptional()
  @Transform(nullText)
  @ValidateIf((_, value) => value !== null)
  @IsUUID('all', { message: FOLDER_ID_MESSAGE })
  folderId?: string | null;

  /** The display name; the uploaded file's own name when left out. */
  @ApiPropertyOptional({ maxLength: MAX_NAME_LENGTH })
  @IsOptional()
  @Transform(trim)
  @IsItemName()
  name?: string;
}

export class UploadFileBodyDto extends UploadFileDto {
  @ApiProperty({ type: 'string', format: 'binary', description: 'Any file up to 20 MB' })
  file!: unknown;
}

/** The item as its read answers may come back whole: what it does not change is ignored. */
@EchoesReadShape(() => FileManagerItemDto)
export class ItemPatchDto {
  /** A new name, unique in the folder. */
  @ApiPropertyOptional({ maxLength: MAX_NAME_LENGTH })
  @IsOmittable()
  @Transform(trim)
  @IsItemName()
  name?: string;

  /** Folders only. */
  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 500 })
  @ValidateIf((_, value) => value !== null)
  @IsOptional()
  @IsString()
  @MaxLength(500)
  description?: string | null;

  /** Moves the item into this folder; null moves it to the root. */
  @ApiPropertyOptional({ type: String, format: 'uuid', nullable: true })
  @ValidateIf((_, value) => value !== null)
  @IsOptional()
  @IsUUID('all', { message: FOLDER_ID_MESSAGE })
  folderId?: string | null;
}

export class UpdateItemDto {
  @IsUUID('all', { message: 'id must be a UUID' })
  id!: string;

  @IsObject()
  @IsTargetId()
  @ValidateNested()
  @Type(() => ItemPatchDto)
  item!: ItemPatchDto;
}

export class DeleteItemQueryDto {
  @IsUUID('all', { message: 'id must be a UUID' })
  id!: string;

  /** Needed to delete a folder that is not empty: deletes everything in it. */
  @ApiPropertyOptional({ enum: ['true', 'false'], default: 'false' })
  @IsOptional()
  @IsIn(['true', 'false'], { message: 'recursive must be true or false' })
  recursive?: 'true' | 'false';
}
