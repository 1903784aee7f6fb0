import { Body, Controller, Delete, Get, Patch, Post, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Access } from '../../common/auth/access';
import { type AuthContext, CurrentAuth } from '../../common/auth/auth-context';
import { IdQueryDto } from '../../common/dto/id-query.dto';
import { ApiErrorResponses } from '../../common/errors/api-error-responses.decorator';
import {
  CreateTaskTagDto,
  NewTaskDto,
  TaskAssigneeDto,
  TaskAssigneeQueryDto,
  TaskDto,
  TaskSearchQueryDto,
  TaskTagDto,
  UpdateTaskDto,
  UpdateTasksOrderDto,
  UpdateTaskTagDto,
} from './dto/tasks.dto';
import { TasksService } from './tasks.service';

/** The tasks app: each account's own list of tasks and sections, and its own tags. */
@ApiTags('tasks')
@Access('signed-in')
@Controller('apps/tasks')
export class TasksController {
  constructor(private readonly tasks: TasksService) {}

  @Get('tags')
  @ApiOperation({ summary: 'The signed-in account’s task tags' })
  tags(@CurrentAuth() auth: AuthContext): TaskTagDto[] {
    return this.tasks.tagList(auth.accountId);
  }

  @Post('tag')
  @ApiOperation({ summary: 'Create a task tag (409 when the title is taken)' })
  @ApiErrorResponses(400, 409)
  createTag(@CurrentAuth() auth: AuthContext, @Body() body: CreateTaskTagDto): Promise<TaskTagDto> {
    return this.tasks.createTag(auth.accountId, body.tag);
  }

  @Patch('tag')
  @ApiOperation({ summary: 'Rename a task tag' })
  @ApiErrorResponses(400, 404, 409)
  updateTag(@CurrentAuth() auth: AuthContext, @Body() body: UpdateTaskTagDto): Promise<TaskTagDto> {
    return this.tasks.updateTag(auth.accountId, body.id, body.tag);
  }

  @Delete('tag')
  @ApiOperation({ summary: 'Delete a task tag and strip it from every task; answers true' })
  @ApiErrorResponses(400, 404)
  removeTag(@CurrentAuth() auth: AuthContext, @Query() query: IdQueryDto): Promise<boolean> {
    return this.tasks.removeTag(auth.accountId, query.id);
  }

  @Get('all')
  @ApiOperation({ summary: 'The signed-in account’s tasks and sections, in order' })
  all(@CurrentAuth() auth: AuthContext): TaskDto[] {
    return this.tasks.list(auth.accountId);
  }

  @Get('search')
  @ApiOperation({
    summary:
      'Tasks whose title or notes hold the query (any case), in order, the title’s matches in <mark>; empty finds none',
  })
  @ApiErrorResponses(400)
  search(@CurrentAuth() auth: AuthContext, @Query() query: TaskSearchQueryDto): TaskDto[] {
    return this.tasks.search(auth.accountId, query.query);
  }

  @Patch('order')
  @ApiOperation({
    summary:
      'Put the list in a new order: every task once (else 400 order-invalid); answers the list',
  })
  @ApiErrorResponses(400)
  order(@CurrentAuth() auth: AuthContext, @Body() body: UpdateTasksOrderDto): Promise<TaskDto[]> {
    return this.tasks.reorder(
      auth.accountId,
      body.tasks.map((task) => task.id),
    );
  }

  @Get('task')
  @ApiOperation({ summary: 'One task (404 when unknown or another account’s)' })
  @ApiErrorResponses(400, 404)
  one(@CurrentAuth() auth: AuthContext, @Query() query: IdQueryDto): TaskDto {
    return this.tasks.get(auth.accountId, query.id);
  }

  @Post('task')
  @ApiOperation({
    summary:
      'Create a blank task or section first in the list (empty title, priority 1); answers it',
  })
  @ApiErrorResponses(400)
  create(@CurrentAuth() auth: AuthContext, @Body() body: NewTaskDto): Promise<TaskDto> {
    return this.tasks.create(auth.accountId, body.type);
  }

  @Patch('task')
  @ApiOperation({ summary: 'Merge fields into a task; answers it' })
  @ApiErrorResponses(400, 404)
  update(@CurrentAuth() auth: AuthContext, @Body() body: UpdateTaskDto): Promise<TaskDto> {
    return this.tasks.update(auth.accountId, body.id, body.task);
  }

  @Delete('task')
  @ApiOperation({ summary: 'Delete a task; answers true' })
  @ApiErrorResponses(400, 404)
  remove(@CurrentAuth() auth: AuthContext, @Query() query: IdQueryDto): Promise<boolean> {
    return this.tasks.remove(auth.accountId, query.id);
  }

  @Get('assignees')
  @ApiOperation({
    summary:
      'Accounts a task can be assigned to (active, by name, 20 at most), or the one named by id',
  })
  @ApiErrorResponses(400)
  assignees(@Query() query: TaskAssigneeQueryDto): TaskAssigneeDto[] {
    return this.tasks.assignees(query.search, query.id);
  }
}
