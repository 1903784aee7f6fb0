import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsISO8601,
  IsNotEmpty,
  IsObject,
  IsOptional,
  IsString,
  IsUUID,
  MaxLength,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import { Echoes, IsTargetId } from '../../../common/validation/echoed';
import { IsOmittable } from '../../../common/validation/omittable.decorator';
import { TASK_PRIORITIES, TASK_TYPES, type TaskPriority, type TaskType } from '../tasks.types';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

export const TASK_TITLE_MAX = 300;
export const TASK_NOTES_MAX = 5_000;
export const TASK_TAGS_MAX = 20;
export const SUB_TASKS_MAX = 50;
/** The most entries PATCH order takes (a list far longer than a person keeps). */
export const TASKS_MAX = 10_000;

export class SubTaskDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  title!: string;
  completed!: boolean;
}

export class TaskDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ enum: TASK_TYPES })
  type!: TaskType;

  title!: string;

  /** Plain text. */
  @ApiProperty({ type: String, nullable: true })
  notes!: string | null;

  completed!: boolean;

  @ApiProperty({ type: String, nullable: true, format: 'date-time' })
  dueDate!: string | null;

  /** 0 low, 1 normal, 2 high. */
  @ApiProperty({ enum: TASK_PRIORITIES })
  priority!: TaskPriority;

  /** Ids of the account's task tags. */
  @ApiProperty({ type: [String], format: 'uuid' })
  tags!: string[];

  /** The id of an account of this console (see GET assignees), or null. */
  @ApiProperty({ type: String, nullable: true, format: 'uuid' })
  assignedTo!: string | null;

  @ApiProperty({ type: () => [SubTaskDto] })
  subTasks!: SubTaskDto[];

  /** Position in the list, 0 first. */
  order!: number;
}

export class NewTaskDto {
  @ApiProperty({ enum: TASK_TYPES })
  @IsIn(TASK_TYPES, { message: `type must be one of ${TASK_TYPES.join(', ')}` })
  type!: TaskType;
}

export class SubTaskInputDto {
  /** Keep a sub-task's id when sending it back; a new one gets an id when stored. */
  @ApiPropertyOptional({ format: 'uuid' })
  @IsOptional()
  @IsUUID('all', { message: 'id must be a UUID' })
  id?: string;

  @IsString()
  @Transform(trim)
  @IsNotEmpty({ message: 'title must not be empty' })
  @MaxLength(TASK_TITLE_MAX)
  title!: string;

  @IsBoolean()
  completed!: boolean;
}

/**
 * The fields a PATCH may change; each optional. The original client sends its whole form
 * back, the task's own id, type and order included: those are accepted and ignored (the
 * order changes through PATCH order).
 */
@Echoes('id', 'type', 'order')
export class TaskPatchDto {
  @IsOmittable()
  @IsString()
  @Transform(trim)
  @MaxLength(TASK_TITLE_MAX)
  title?: string;

  @ApiPropertyOptional({ type: String, nullable: true })
  @ValidateIf((_, value) => value !== null)
  @IsOptional()
  @IsString()
  @MaxLength(TASK_NOTES_MAX)
  notes?: string | null;

  @IsOmittable()
  @IsBoolean()
  completed?: boolean;

  @ApiPropertyOptional({ type: String, nullable: true, format: 'date-time' })
  @ValidateIf((_, value) => value !== null)
  @IsOptional()
  @IsISO8601({ strict: true }, { message: 'dueDate must be an ISO 8601 date' })
  dueDate?: string | null;

  @ApiPropertyOptional({ enum: TASK_PRIORITIES })
  @IsOmittable()
  @IsIn(TASK_PRIORITIES, { message: 'priority must be 0, 1 or 2' })
  priority?: TaskPriority;

  /** Ids of the account's task tags. */
  @ApiPropertyOptional({ type: [String], format: 'uuid' })
  @IsOmittable()
  @IsArray()
  @ArrayMaxSize(TASK_TAGS_MAX)
  @IsUUID('all', { each: true, message: 'each tag must be a tag id' })
  tags?: string[];

  /** The id of an active account of this console, or null. */
  @ApiPropertyOptional({ type: String, nullable: true, format: 'uuid' })
  @ValidateIf((_, value) => value !== null)
  @IsOptional()
  @IsUUID('all', { message: 'assignedTo must be an account id' })
  assignedTo?: string | null;

  /** The whole list of sub-tasks, in order. */
  @IsOmittable()
  @IsArray()
  @ArrayMaxSize(SUB_TASKS_MAX)
  @ValidateNested({ each: true })
  @Type(() => SubTaskInputDto)
  subTasks?: SubTaskInputDto[];
}

export class UpdateTaskDto {
  @IsUUID('all', { message: 'id must be a UUID' })
  id!: string;

  @IsObject()
  @IsTargetId()
  @ValidateNested()
  @Type(() => TaskPatchDto)
  task!: TaskPatchDto;
}

/**
 * One entry of the new order. The original client sends whole tasks: only `id` counts,
 * the other fields are accepted and ignored.
 */
@Echoes(
  'type',
  'title',
  'notes',
  'completed',
  'dueDate',
  'priority',
  'tags',
  'assignedTo',
  'subTasks',
  'order',
)
export class TaskOrderEntryDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: 'id must be a UUID' })
  id!: string;
}

export class UpdateTasksOrderDto {
  /** Every task of the list, each once, in the new order. */
  @ApiProperty({ type: () => [TaskOrderEntryDto] })
  @IsArray()
  @ArrayMaxSize(TASKS_MAX)
  @ValidateNested({ each: true })
  @Type(() => TaskOrderEntryDto)
  tasks!: TaskOrderEntryDto[];
}

export class TaskSearchQueryDto {
  /** Case-insensitive part of the title or notes; empty or missing finds nothing. */
  @IsOptional()
  @IsString()
  @MaxLength(100)
  query?: string;
}

export class TaskTagDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  title!: string;
}

@Echoes('id')
export class TaskTagInputDto {
  @IsString()
  @Transform(trim)
  @IsNotEmpty({ message: 'title must not be empty' })
  @MaxLength(40)
  title!: string;
}

export class CreateTaskTagDto {
  @IsObject()
  @ValidateNested()
  @Type(() => TaskTagInputDto)
  tag!: TaskTagInputDto;
}

export class UpdateTaskTagDto {
  @IsUUID('all', { message: 'id must be a UUID' })
  id!: string;

  @IsObject()
  @IsTargetId()
  @ValidateNested()
  @Type(() => TaskTagInputDto)
  tag!: TaskTagInputDto;
}

export class TaskAssigneeQueryDto {
  /** Words of the name or e-mail; empty lists the first accounts by name. */
  @IsOptional()
  @IsString()
  @MaxLength(100)
  search?: string;

  /** Answers this one account (active or not) instead: the name of a task's assignee. */
  @IsOptional()
  @IsUUID('all', { message: 'id must be a UUID' })
  id?: string;
}

/** An account a task can be assigned to. */
export class TaskAssigneeDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  name!: string;
  email!: string;

  @ApiProperty({ type: String, nullable: true })
  avatar!: string | null;
}
