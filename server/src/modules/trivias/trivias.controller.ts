import {
  Body,
  Controller,
  Delete,
  Get,
  Param,
  ParseUUIDPipe,
  Patch,
  Post,
  Query,
} from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Access } from '../../common/auth/access';
import { type AuthContext, CurrentAuth } from '../../common/auth/auth-context';
import { ApiErrorResponses } from '../../common/errors/api-error-responses.decorator';
import {
  CreateTriviaCompletionDto,
  CreateTriviaDto,
  OpenTriviaDto,
  OpenTriviasQueryDto,
  TriviaCompletionListQueryDto,
  TriviaCompletionPageDto,
  TriviaCompletionResultDto,
  TriviaDto,
  TriviaListQueryDto,
  TriviaPageDto,
  UpdateTriviaDto,
} from './dto/trivia.dto';
import { TriviasService } from './trivias.service';

/** The fixed paths (`open`, `completions`) come before `:id`, which would take them. */
@ApiTags('trivias')
@Access('rewards')
@Controller('trivias')
export class TriviasController {
  constructor(private readonly trivias: TriviasService) {}

  @Get()
  @ApiOperation({
    summary:
      'The trivias, answers included: search title and description, filter by active, sort, pages; each with its completions',
  })
  @ApiErrorResponses(400)
  list(@Query() query: TriviaListQueryDto): TriviaPageDto {
    return this.trivias.list(query);
  }

  @Get('open')
  @ApiOperation({
    summary:
      'The trivias a member may take now (active, open, not yet completed by them; none when blocked), without the answers',
  })
  @ApiErrorResponses(400, 404)
  open(@Query() query: OpenTriviasQueryDto): OpenTriviaDto[] {
    return this.trivias.openFor(query.memberId);
  }

  @Get('completions')
  @ApiOperation({
    summary:
      'Every completion with its member’s name and trivia’s title: filter by trivia or member, search member name, email or trivia title, sort, pages',
  })
  @ApiErrorResponses(400)
  completions(@Query() query: TriviaCompletionListQueryDto): TriviaCompletionPageDto {
    return this.trivias.completionsList(query);
  }

  @Get(':id')
  @ApiOperation({ summary: 'One trivia, answers included' })
  @ApiErrorResponses(400, 404)
  get(@Param('id', ParseUUIDPipe) id: string): TriviaDto {
    return this.trivias.get(id);
  }

  @Post()
  @ApiOperation({ summary: 'Add a trivia of 1 to 20 questions (endsAt after startsAt: 422)' })
  @ApiErrorResponses(400, 422)
  create(@Body() body: CreateTriviaDto): Promise<TriviaDto> {
    return this.trivias.create(body);
  }

  @Patch(':id')
  @ApiOperation({
    summary:
      'Change a trivia; once it has completions its questions can no longer change (409), the rest can',
  })
  @ApiErrorResponses(400, 404, 409, 422)
  update(
    @Param('id', ParseUUIDPipe) id: string,
    @Body() body: UpdateTriviaDto,
  ): Promise<TriviaDto> {
    return this.trivias.update(id, body);
  }

  @Delete(':id')
  @ApiOperation({
    summary: 'Delete a trivia without completions (409 otherwise: deactivate it); answers it',
  })
  @ApiErrorResponses(400, 404, 409)
  remove(@Param('id', ParseUUIDPipe) id: string): Promise<TriviaDto> {
    return this.trivias.remove(id);
  }

  @Post(':id/completions')
  @ApiOperation({
    summary:
      'Record a member’s answers: scored by the server, points credited to their ledger; once per member (409); 422 when the trivia is not open or the member is blocked',
  })
  @ApiErrorResponses(400, 404, 409, 422)
  complete(
    @Param('id', ParseUUIDPipe) id: string,
    @Body() body: CreateTriviaCompletionDto,
    @CurrentAuth() auth: AuthContext,
  ): Promise<TriviaCompletionResultDto> {
    return this.trivias.complete(id, body, auth.accountId);
  }
}
