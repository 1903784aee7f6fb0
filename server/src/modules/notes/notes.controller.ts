import { extname } from 'node:path';
import {
  Body,
  Controller,
  Delete,
  Get,
  Header,
  Param,
  Patch,
  Post,
  Query,
  StreamableFile,
} from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import { Access } from '../../common/auth/access';
import { type AuthContext, CurrentAuth } from '../../common/auth/auth-context';
import { IdQueryDto } from '../../common/dto/id-query.dto';
import { ApiErrorResponses } from '../../common/errors/api-error-responses.decorator';
import { IMAGE_CONTENT_TYPES, type ImageFormat } from '../../common/files/magic-bytes';
import {
  AddNoteTaskDto,
  CreateNoteDto,
  CreateNoteLabelDto,
  NoteDto,
  NoteImageParamDto,
  NoteLabelDto,
  NoteWithLabelsDto,
  UpdateNoteDto,
  UpdateNoteLabelDto,
} from './dto/notes.dto';
import { NotesService } from './notes.service';

/** The signed-in account's notes and note labels (nobody else's). */
@ApiTags('notes')
@Access('signed-in')
@Controller('apps/notes')
export class NotesController {
  constructor(private readonly notes: NotesService) {}

  @Get('labels')
  @ApiOperation({ summary: 'The account’s note labels' })
  labels(@CurrentAuth() auth: AuthContext): NoteLabelDto[] {
    return this.notes.labelList(auth.accountId);
  }

  @Post('labels')
  @ApiOperation({
    summary: 'Add a note label (409 when the title is taken); answers every label',
  })
  @ApiErrorResponses(400, 409)
  createLabel(
    @CurrentAuth() auth: AuthContext,
    @Body() body: CreateNoteLabelDto,
  ): Promise<NoteLabelDto[]> {
    return this.notes.createLabel(auth.accountId, body.title);
  }

  @Patch('labels')
  @ApiOperation({ summary: 'Rename a note label; answers every label' })
  @ApiErrorResponses(400, 404, 409)
  updateLabel(
    @CurrentAuth() auth: AuthContext,
    @Body() body: UpdateNoteLabelDto,
  ): Promise<NoteLabelDto[]> {
    return this.notes.updateLabel(auth.accountId, body.label.id, body.label.title);
  }

  @Delete('labels')
  @ApiOperation({
    summary: 'Delete a note label and strip it from every note; answers every label left',
  })
  @ApiErrorResponses(400, 404)
  removeLabel(
    @CurrentAuth() auth: AuthContext,
    @Query() query: IdQueryDto,
  ): Promise<NoteLabelDto[]> {
    return this.notes.removeLabel(auth.accountId, query.id);
  }

  @Get('all')
  @ApiOperation({ summary: 'The account’s notes, newest first, with their label objects' })
  all(@CurrentAuth() auth: AuthContext): NoteWithLabelsDto[] {
    return this.notes.list(auth.accountId);
  }

  @Post()
  @ApiOperation({
    summary: 'Create a note (fields left out take the empty default); answers it',
  })
  @ApiErrorResponses(400)
  create(@CurrentAuth() auth: AuthContext, @Body() body: CreateNoteDto): Promise<NoteDto> {
    return this.notes.create(auth.accountId, body.note);
  }

  @Patch()
  @ApiOperation({
    summary: 'Merge the given fields into a note (updatedAt moves when one changes)',
  })
  @ApiErrorResponses(400, 404)
  update(@CurrentAuth() auth: AuthContext, @Body() body: UpdateNoteDto): Promise<NoteDto> {
    return this.notes.update(auth.accountId, body.updatedNote);
  }

  @Delete()
  @ApiOperation({ summary: 'Delete a note; answers true' })
  @ApiErrorResponses(400, 404)
  remove(@CurrentAuth() auth: AuthContext, @Query() query: IdQueryDto): Promise<boolean> {
    return this.notes.remove(auth.accountId, query.id);
  }

  @Post('tasks')
  @ApiOperation({ summary: 'Add an unticked line to a note’s checklist; answers the note' })
  @ApiErrorResponses(400, 404)
  addTask(@CurrentAuth() auth: AuthContext, @Body() body: AddNoteTaskDto): Promise<NoteDto> {
    return this.notes.addTask(auth.accountId, body.note.id, body.task);
  }

  /** With the bearer token: a note's image is its account's only. */
  @Get('images/:file')
  // Every upload gets a new random name, so what a name serves never changes.
  @Header('Cache-Control', 'private, max-age=86400, immutable')
  @ApiProduces(...Object.values(IMAGE_CONTENT_TYPES))
  @ApiOkResponse({ description: 'The image', schema: { type: 'string', format: 'binary' } })
  @ApiOperation({ summary: 'An image uploaded to one of the account’s notes' })
  @ApiErrorResponses(400, 404)
  async image(
    @CurrentAuth() auth: AuthContext,
    @Param() params: NoteImageParamDto,
  ): Promise<StreamableFile> {
    const stored = await this.notes.image(auth.accountId, params.file);
    const extension = extname(params.file).slice(1) as ImageFormat;
    return new StreamableFile(stored.stream, {
      type: IMAGE_CONTENT_TYPES[extension],
      length: stored.size,
      disposition: 'inline',
    });
  }
}
