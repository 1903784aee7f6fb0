import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  ArrayUnique,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsISO8601,
  IsNotEmpty,
  IsOptional,
  IsString,
  IsUUID,
  Max,
  MaxLength,
  Min,
  ValidateBy,
  ValidateNested,
} from 'class-validator';
import { IsOptionalNotNull, Trim } from '../../../common/listing/input';
import { BooleanQuery, ListQueryDto } from '../../../common/listing/list-query.dto';
import { PaginationDto } from '../../../common/listing/pagination.dto';
import { MAX_OPTIONS, MAX_QUESTIONS, MIN_OPTIONS, MIN_QUESTIONS } from '../trivia.types';
import { EchoesReadShape } from '../../../common/validation/echoed';

/** What a full score may earn at most. */
export const MAX_TRIVIA_POINTS = 1_000_000;

/** Trims every text of a list field, keeping blank ones (so that they are refused). */
function TrimItems(): PropertyDecorator {
  return Transform(({ value }: { value: unknown }) =>
    Array.isArray(value)
      ? value.map((item: unknown) => (typeof item === 'string' ? item.trim() : item))
      : value,
  );
}

/** Options compare without case: "Yes" and "yes" are one option. */
const optionKey = (option: unknown) => (typeof option === 'string' ? option.toLowerCase() : option);

/** The index of one of the question's options (`options` of the same object). */
function IsOptionIndex(): PropertyDecorator {
  return ValidateBy({
    name: 'isOptionIndex',
    validator: {
      validate: (value, args) => {
        const options = (args?.object as { options?: unknown } | undefined)?.options;
        return (
          typeof value === 'number' &&
          Number.isInteger(value) &&
          value >= 0 &&
          Array.isArray(options) &&
          value < options.length
        );
      },
      defaultMessage: () => 'answer must be the index of one of the options (0 for the first)',
    },
  });
}

export class TriviaQuestionInputDto {
  /** Keeps the id of a question sent back unchanged; a new one is given otherwise. */
  @IsOptional()
  @IsUUID('all', { message: 'id must be a question id' })
  id?: string;

  @Trim()
  @IsString()
  @IsNotEmpty({ message: 'text must not be empty' })
  @MaxLength(500)
  text!: string;

  /** 2 to 6 distinct, non-empty options. */
  @ApiProperty({ type: [String], minItems: MIN_OPTIONS, maxItems: MAX_OPTIONS })
  @TrimItems()
  @IsArray()
  @ArrayMinSize(MIN_OPTIONS, { message: `options must hold ${MIN_OPTIONS} to ${MAX_OPTIONS}` })
  @ArrayMaxSize(MAX_OPTIONS, { message: `options must hold ${MIN_OPTIONS} to ${MAX_OPTIONS}` })
  @IsString({ each: true })
  @IsNotEmpty({ each: true, message: 'each option must not be empty' })
  @MaxLength(200, { each: true })
  @ArrayUnique(optionKey, { message: 'options must be distinct' })
  options!: string[];

  /** The index of the right option, 0 for the first. */
  @IsInt({ message: 'answer must be a whole number' })
  @IsOptionIndex()
  answer!: number;
}

export class CreateTriviaDto {
  @Trim()
  @IsString()
  @IsNotEmpty({ message: 'title must not be empty' })
  @MaxLength(120)
  title!: string;

  @IsOptionalNotNull()
  @Trim()
  @IsString()
  @MaxLength(2000)
  description?: string;

  /** 1 to 20 questions, in the order members see them. */
  @ApiProperty({
    type: () => [TriviaQuestionInputDto],
    minItems: MIN_QUESTIONS,
    maxItems: MAX_QUESTIONS,
  })
  @IsArray()
  @ArrayMinSize(MIN_QUESTIONS, {
    message: `questions must hold ${MIN_QUESTIONS} to ${MAX_QUESTIONS}`,
  })
  @ArrayMaxSize(MAX_QUESTIONS, {
    message: `questions must hold ${MIN_QUESTIONS} to ${MAX_QUESTIONS}`,
  })
  @ValidateNested({ each: true })
  @Type(() => TriviaQuestionInputDto)
  questions!: TriviaQuestionInputDto[];

  /** What a full score earns; a partial one earns its share, rounded. */
  @IsInt({ message: 'points must be a whole number' })
  @Min(1)
  @Max(MAX_TRIVIA_POINTS)
  points!: number;

  /** Default true. */
  @IsOptionalNotNull()
  @IsBoolean()
  active?: boolean;

  /** Open from (inclusive). */
  @ApiProperty({ format: 'date-time' })
  @IsISO8601({ strict: true }, { message: 'startsAt must be a date and time (ISO 8601)' })
  startsAt!: string;

  /** Open until (exclusive); after startsAt (422 otherwise). */
  @ApiProperty({ format: 'date-time' })
  @IsISO8601({ strict: true }, { message: 'endsAt must be a date and time (ISO 8601)' })
  endsAt!: string;
}

/** Once the trivia has completions its questions are locked (409); the rest may change. */
@EchoesReadShape(() => TriviaDto)
export class UpdateTriviaDto extends PartialType(CreateTriviaDto, {
  skipNullProperties: false,
}) {}

export const TRIVIA_SORT_FIELDS = [
  'title',
  'points',
  'active',
  'startsAt',
  'endsAt',
  'completions',
  'createdAt',
  'updatedAt',
] as const;
export type TriviaSortField = (typeof TRIVIA_SORT_FIELDS)[number];

export class TriviaListQueryDto extends ListQueryDto {
  /** Default startsAt, newest first. */
  @ApiPropertyOptional({ enum: TRIVIA_SORT_FIELDS })
  @IsOptional()
  @IsIn(TRIVIA_SORT_FIELDS)
  sort?: TriviaSortField;

  @IsOptional()
  @BooleanQuery()
  active?: boolean;
}

/** A question as staff see it, with its answer. */
export class TriviaQuestionDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  text!: string;
  options!: string[];

  /** The index of the right option. */
  answer!: number;
}

export class TriviaDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  title!: string;
  description!: string;

  @ApiProperty({ type: () => [TriviaQuestionDto] })
  questions!: TriviaQuestionDto[];

  points!: number;
  active!: boolean;

  @ApiProperty({ format: 'date-time' })
  startsAt!: string;

  @ApiProperty({ format: 'date-time' })
  endsAt!: string;

  /** How many members have completed it. */
  completions!: number;

  @ApiProperty({ format: 'date-time' })
  createdAt!: string;

  @ApiProperty({ format: 'date-time' })
  updatedAt!: string;
}

export class TriviaPageDto {
  @ApiProperty({ type: () => [TriviaDto] })
  items!: TriviaDto[];

  pagination!: PaginationDto;
}

export class OpenTriviasQueryDto {
  /** The member who would take them. */
  @IsUUID('all', { message: 'memberId must be a member id' })
  memberId!: string;
}

/** A question as a member sees it: no answer. */
export class OpenTriviaQuestionDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  text!: string;
  options!: string[];
}

/** A trivia a member may take now, without its answers. */
export class OpenTriviaDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  title!: string;
  description!: string;

  @ApiProperty({ type: () => [OpenTriviaQuestionDto] })
  questions!: OpenTriviaQuestionDto[];

  /** What a full score earns. */
  points!: number;

  @ApiProperty({ format: 'date-time' })
  startsAt!: string;

  @ApiProperty({ format: 'date-time' })
  endsAt!: string;
}

/** A member's answers, one option index per question, in order. */
export class CreateTriviaCompletionDto {
  @IsUUID('all', { message: 'memberId must be a member id' })
  memberId!: string;

  /** One option index (0 for the first) per question. */
  @ApiProperty({ type: [Number], minItems: MIN_QUESTIONS, maxItems: MAX_QUESTIONS })
  @IsArray()
  @ArrayMinSize(MIN_QUESTIONS, { message: 'answers must hold one answer per question' })
  @ArrayMaxSize(MAX_QUESTIONS, { message: 'answers must hold one answer per question' })
  @IsInt({ each: true, message: 'each answer must be the index of an option' })
  @Min(0, { each: true, message: 'each answer must be the index of an option' })
  @Max(MAX_OPTIONS - 1, { each: true, message: 'each answer must be the index of an option' })
  answers!: number[];
}

export class TriviaCompletionDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ format: 'uuid' })
  triviaId!: string;

  /** The trivia's title now. */
  triviaTitle!: string;

  @ApiProperty({ format: 'uuid' })
  memberId!: string;

  /** The member's name and surname now. */
  memberName!: string;

  /** The option chosen for each question. */
  answers!: number[];

  /** Right answers, out of `answers.length`. */
  score!: number;

  pointsAwarded!: number;

  @ApiProperty({ format: 'date-time' })
  completedAt!: string;

  /** The staff account that recorded it. */
  @ApiProperty({ format: 'uuid' })
  byAccountId!: string;
}

/** A completion just recorded, with what the member may now see. */
export class TriviaCompletionResultDto extends TriviaCompletionDto {
  /** The right option of each question. */
  correctAnswers!: number[];

  /** The member's points after the award. */
  memberPoints!: number;
}

export const TRIVIA_COMPLETION_SORT_FIELDS = [
  'completedAt',
  'score',
  'pointsAwarded',
  'memberName',
  'triviaTitle',
] as const;
export type TriviaCompletionSortField = (typeof TRIVIA_COMPLETION_SORT_FIELDS)[number];

export class TriviaCompletionListQueryDto extends ListQueryDto {
  /** Default completedAt, newest first. */
  @ApiPropertyOptional({ enum: TRIVIA_COMPLETION_SORT_FIELDS })
  @IsOptional()
  @IsIn(TRIVIA_COMPLETION_SORT_FIELDS)
  sort?: TriviaCompletionSortField;

  @IsOptional()
  @IsUUID('all', { message: 'triviaId must be a trivia id' })
  triviaId?: string;

  @IsOptional()
  @IsUUID('all', { message: 'memberId must be a member id' })
  memberId?: string;
}

export class TriviaCompletionPageDto {
  @ApiProperty({ type: () => [TriviaCompletionDto] })
  items!: TriviaCompletionDto[];

  pagination!: PaginationDto;
}
