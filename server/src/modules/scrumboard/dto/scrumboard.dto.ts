import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsISO8601,
  IsNotEmpty,
  IsNumber,
  IsObject,
  IsOptional,
  IsString,
  IsUUID,
  Max,
  MaxLength,
  Min,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import { IsIconName } from '../../../common/icons/is-icon-name.decorator';
import { Echoes, IsTargetId } from '../../../common/validation/echoed';
import { IsOmittable } from '../../../common/validation/omittable.decorator';
import { MAX_POSITION } from '../positions';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/**
 * Labels and members are answered as objects; the original client sends them back as it
 * got them. Either an id or an object with an `id` is taken, and kept as the id.
 */
const toIds = ({ value }: { value: unknown }) =>
  Array.isArray(value)
    ? value.map((item: unknown) =>
        item !== null && typeof item === 'object' && 'id' in item
          ? (item as { id: unknown }).id
          : item,
      )
    : value;

const UUID = { message: 'id must be a UUID' };
const POSITION_RULE = { allowNaN: false, allowInfinity: false } as const;

// --- Answers ---

export class ScrumboardMemberDto {
  @ApiProperty({ format: 'uuid', description: 'The account id' })
  id!: string;

  /** Name and surname of the account. */
  name!: string;

  @ApiProperty({ type: String, nullable: true })
  avatar!: string | null;
}

export class ScrumboardLabelDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ format: 'uuid' })
  boardId!: string;

  title!: string;
}

export class ScrumboardCardDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ format: 'uuid' })
  boardId!: string;

  @ApiProperty({ format: 'uuid' })
  listId!: string;

  /** Ascending within the list; steps of 65,536. */
  position!: number;

  title!: string;

  /** Plain text. */
  @ApiProperty({ type: String, nullable: true })
  description!: string | null;

  @ApiProperty({ type: () => [ScrumboardLabelDto] })
  labels!: ScrumboardLabelDto[];

  @ApiProperty({ type: String, nullable: true, format: 'date-time' })
  dueDate!: string | null;

  @ApiProperty({ type: () => [ScrumboardMemberDto] })
  members!: ScrumboardMemberDto[];
}

export class ScrumboardListDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ format: 'uuid' })
  boardId!: string;

  /** Ascending within the board; steps of 65,536. */
  position!: number;

  title!: string;
}

export class ScrumboardListWithCardsDto extends ScrumboardListDto {
  @ApiProperty({ type: () => [ScrumboardCardDto] })
  cards!: ScrumboardCardDto[];
}

export class ScrumboardBoardSummaryDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  title!: string;

  @ApiProperty({ type: String, nullable: true })
  description!: string | null;

  @ApiProperty({ type: String, nullable: true, example: 'heroicons_outline:rectangle-group' })
  icon!: string | null;

  @ApiProperty({ format: 'date-time' })
  lastActivity!: string;

  @ApiProperty({ type: () => [ScrumboardMemberDto] })
  members!: ScrumboardMemberDto[];
}

export class ScrumboardBoardDto extends ScrumboardBoardSummaryDto {
  @ApiProperty({ type: () => [ScrumboardListWithCardsDto] })
  lists!: ScrumboardListWithCardsDto[];

  @ApiProperty({ type: () => [ScrumboardLabelDto] })
  labels!: ScrumboardLabelDto[];
}

// --- Queries ---

export class BoardLabelsQueryDto {
  @IsUUID('all', { message: 'boardId must be a UUID' })
  boardId!: string;
}

export class MemberSearchQueryDto {
  /** Part of the name or e-mail; empty lists the first accounts by name. */
  @IsOptional()
  @IsString()
  @MaxLength(100)
  search?: string;
}

// --- Boards (the original client's create, update and delete calls) ---

/** Account ids, or member objects with their id. */
function MemberIds(): PropertyDecorator {
  return (target, key) => {
    Transform(toIds)(target, key);
    IsArray()(target, key);
    ArrayMaxSize(50)(target, key);
    IsUUID('all', { each: true, message: 'each member must be an account id' })(target, key);
  };
}

@Echoes('id', 'lastActivity', 'lists', 'labels')
export class BoardInputDto {
  @IsString()
  @Transform(trim)
  @IsNotEmpty({ message: 'title must not be empty' })
  @MaxLength(120)
  title!: string;

  @ApiPropertyOptional({ type: String, nullable: true })
  @ValidateIf((_, value) => value !== null)
  @IsOptional()
  @IsString()
  @MaxLength(1000)
  description?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true })
  @ValidateIf((_, value) => value !== null)
  @IsOptional()
  @IsIconName()
  icon?: string | null;

  /** Account ids (or member objects); the creator is always a member. */
  @ApiPropertyOptional({ type: [String], format: 'uuid' })
  @IsOmittable()
  @MemberIds()
  members?: string[];
}

@Echoes('id', 'lastActivity', 'lists', 'labels')
export class BoardPatchDto {
  @IsOmittable()
  @IsString()
  @Transform(trim)
  @IsNotEmpty({ message: 'title must not be empty' })
  @MaxLength(120)
  title?: string;

  @ApiPropertyOptional({ type: String, nullable: true })
  @ValidateIf((_, value) => value !== null)
  @IsOptional()
  @IsString()
  @MaxLength(1000)
  description?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true })
  @ValidateIf((_, value) => value !== null)
  @IsOptional()
  @IsIconName()
  icon?: string | null;

  /** The whole new member list: account ids (or member objects), at least one. */
  @ApiPropertyOptional({ type: [String], format: 'uuid' })
  @IsOmittable()
  @MemberIds()
  @ArrayMinSize(1, { message: 'a board needs at least one member' })
  members?: string[];
}

export class CreateBoardDto {
  @IsObject()
  @ValidateNested()
  @Type(() => BoardInputDto)
  board!: BoardInputDto;
}

export class UpdateBoardDto {
  @IsUUID('all', UUID)
  id!: string;

  @IsObject()
  @IsTargetId()
  @ValidateNested()
  @Type(() => BoardPatchDto)
  board!: BoardPatchDto;
}

// --- Lists ---

/** `cards` is what the original client sends back with a list; it is ignored. */
@Echoes('id', 'cards')
export class ListInputDto {
  @IsUUID('all', { message: 'boardId must be a UUID' })
  boardId!: string;

  @IsString()
  @Transform(trim)
  @IsNotEmpty({ message: 'title must not be empty' })
  @MaxLength(120)
  title!: string;

  /** Where the list goes; after the last list when left out. */
  @IsOmittable()
  @IsNumber(POSITION_RULE)
  @Min(0)
  @Max(MAX_POSITION)
  position?: number;
}

@Echoes('boardId', 'cards')
export class ListPatchDto {
  @IsUUID('all', UUID)
  id!: string;

  @IsOmittable()
  @IsString()
  @Transform(trim)
  @IsNotEmpty({ message: 'title must not be empty' })
  @MaxLength(120)
  title?: string;

  @IsOmittable()
  @IsNumber(POSITION_RULE)
  @Min(0)
  @Max(MAX_POSITION)
  position?: number;
}

export class CreateListDto {
  @IsObject()
  @ValidateNested()
  @Type(() => ListInputDto)
  list!: ListInputDto;
}

export class UpdateListDto {
  @IsObject()
  @ValidateNested()
  @Type(() => ListPatchDto)
  list!: ListPatchDto;
}

export class UpdateListsDto {
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(200)
  @ValidateNested({ each: true })
  @Type(() => ListPatchDto)
  lists!: ListPatchDto[];
}

// --- Cards ---

@Echoes('id')
export class CardInputDto {
  @IsUUID('all', { message: 'boardId must be a UUID' })
  boardId!: string;

  @IsUUID('all', { message: 'listId must be a UUID' })
  listId!: string;

  @IsString()
  @Transform(trim)
  @IsNotEmpty({ message: 'title must not be empty' })
  @MaxLength(200)
  title!: string;

  /** Where the card goes in its list; after the last card when left out. */
  @IsOmittable()
  @IsNumber(POSITION_RULE)
  @Min(0)
  @Max(MAX_POSITION)
  position?: number;

  @ApiPropertyOptional({ type: String, nullable: true })
  @ValidateIf((_, value) => value !== null)
  @IsOptional()
  @IsString()
  @MaxLength(5000)
  description?: string | null;

  /** Ids of the board's labels (or label objects). */
  @ApiPropertyOptional({ type: [String], format: 'uuid' })
  @IsOmittable()
  @Transform(toIds)
  @IsArray()
  @ArrayMaxSize(30)
  @IsUUID('all', { each: true, message: 'each label must be a label id' })
  labels?: string[];

  @ApiPropertyOptional({ type: String, nullable: true, format: 'date-time' })
  @ValidateIf((_, value) => value !== null)
  @IsOptional()
  @IsISO8601({ strict: true }, { message: 'dueDate must be an ISO 8601 date' })
  dueDate?: string | null;

  /** Account ids of the board's members (or member objects). */
  @ApiPropertyOptional({ type: [String], format: 'uuid' })
  @IsOmittable()
  @MemberIds()
  members?: string[];
}

/** The fields a card change may name. */
export class CardChangesDto {
  /** Moves the card to another list of the board. */
  @ApiPropertyOptional({ format: 'uuid' })
  @IsOmittable()
  @IsUUID('all', { message: 'listId must be a UUID' })
  listId?: string;

  /** Where the card goes in its list; after the last card when it changes list without one. */
  @IsOmittable()
  @IsNumber(POSITION_RULE)
  @Min(0)
  @Max(MAX_POSITION)
  position?: number;

  @IsOmittable()
  @IsString()
  @Transform(trim)
  @IsNotEmpty({ message: 'title must not be empty' })
  @MaxLength(200)
  title?: string;

  @ApiPropertyOptional({ type: String, nullable: true })
  @ValidateIf((_, value) => value !== null)
  @IsOptional()
  @IsString()
  @MaxLength(5000)
  description?: string | null;

  @ApiPropertyOptional({ type: [String], format: 'uuid' })
  @IsOmittable()
  @Transform(toIds)
  @IsArray()
  @ArrayMaxSize(30)
  @IsUUID('all', { each: true, message: 'each label must be a label id' })
  labels?: string[];

  @ApiPropertyOptional({ type: String, nullable: true, format: 'date-time' })
  @ValidateIf((_, value) => value !== null)
  @IsOptional()
  @IsISO8601({ strict: true }, { message: 'dueDate must be an ISO 8601 date' })
  dueDate?: string | null;

  @ApiPropertyOptional({ type: [String], format: 'uuid' })
  @IsOmittable()
  @MemberIds()
  members?: string[];
}

/** The `card` of PATCH board/card; the original client sends the whole card back. */
@Echoes('id', 'boardId')
export class CardPatchDto extends CardChangesDto {}

/** One card of PATCH board/cards: its id and the fields to change. */
@Echoes('boardId')
export class CardsPatchItemDto extends CardChangesDto {
  @IsUUID('all', UUID)
  id!: string;
}

export class CreateCardDto {
  @IsObject()
  @ValidateNested()
  @Type(() => CardInputDto)
  card!: CardInputDto;
}

export class UpdateCardDto {
  @IsUUID('all', UUID)
  id!: string;

  @IsObject()
  @IsTargetId()
  @ValidateNested()
  @Type(() => CardPatchDto)
  card!: CardPatchDto;
}

export class UpdateCardsDto {
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(500)
  @ValidateNested({ each: true })
  @Type(() => CardsPatchItemDto)
  cards!: CardsPatchItemDto[];
}

/** A card in its list's new order: the list it is in now (and its board). */
@Echoes('position', 'title', 'description', 'labels', 'dueDate', 'members')
export class CardPlaceDto {
  @IsUUID('all', UUID)
  id!: string;

  @IsUUID('all', { message: 'listId must be a UUID' })
  listId!: string;

  @ApiPropertyOptional({ format: 'uuid' })
  @IsOmittable()
  @IsUUID('all', { message: 'boardId must be a UUID' })
  boardId?: string;
}

export class UpdateCardPositionsDto {
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(500)
  @ValidateNested({ each: true })
  @Type(() => CardPlaceDto)
  cards!: CardPlaceDto[];
}

// --- Labels ---

@Echoes('id')
export class LabelInputDto {
  @IsUUID('all', { message: 'boardId must be a UUID' })
  boardId!: string;

  @IsString()
  @Transform(trim)
  @IsNotEmpty({ message: 'title must not be empty' })
  @MaxLength(40)
  title!: string;
}

@Echoes('id', 'boardId')
export class LabelPatchDto {
  @IsString()
  @Transform(trim)
  @IsNotEmpty({ message: 'title must not be empty' })
  @MaxLength(40)
  title!: string;
}

export class CreateLabelDto {
  @IsObject()
  @ValidateNested()
  @Type(() => LabelInputDto)
  label!: LabelInputDto;
}

export class UpdateLabelDto {
  @IsUUID('all', UUID)
  id!: string;

  @IsObject()
  @IsTargetId()
  @ValidateNested()
  @Type(() => LabelPatchDto)
  label!: LabelPatchDto;
}
