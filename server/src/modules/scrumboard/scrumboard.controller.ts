import { Body, Controller, Delete, Get, Patch, Post, Put, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Access } from '../../common/auth/access';
import { type AuthContext, CurrentAuth } from '../../common/auth/auth-context';
import { IdQueryDto } from '../../common/dto/id-query.dto';
import { ApiErrorResponses } from '../../common/errors/api-error-responses.decorator';
import {
  BoardLabelsQueryDto,
  CreateBoardDto,
  CreateCardDto,
  CreateLabelDto,
  CreateListDto,
  MemberSearchQueryDto,
  ScrumboardBoardDto,
  ScrumboardBoardSummaryDto,
  ScrumboardCardDto,
  ScrumboardLabelDto,
  ScrumboardListDto,
  ScrumboardMemberDto,
  UpdateBoardDto,
  UpdateCardDto,
  UpdateCardPositionsDto,
  UpdateCardsDto,
  UpdateLabelDto,
  UpdateListDto,
  UpdateListsDto,
} from './dto/scrumboard.dto';
import { callerOf, ScrumboardService } from './scrumboard.service';

/**
 * The scrumboard's boards, lists, cards and labels, plus the original client's board create,
 * update and delete and a member search. A board is visible to its members and to
 * administrators; to anyone else it does not exist (404), nor do its lists, cards and
 * labels.
 */
@ApiTags('scrumboard')
@Access('signed-in')
@Controller('apps/scrumboard')
export class ScrumboardController {
  constructor(private readonly scrumboard: ScrumboardService) {}

  @Get('boards')
  @ApiOperation({
    summary: 'The boards the caller is a member of (every board for administrators)',
  })
  boards(@CurrentAuth() auth: AuthContext): ScrumboardBoardSummaryDto[] {
    return this.scrumboard.boardList(callerOf(auth));
  }

  @Get('board')
  @ApiOperation({
    summary: 'A board with its lists and their cards (in position order), labels and members',
  })
  @ApiErrorResponses(400, 404)
  board(@CurrentAuth() auth: AuthContext, @Query() query: IdQueryDto): ScrumboardBoardDto {
    return this.scrumboard.board(callerOf(auth), query.id);
  }

  @Put('board')
  @ApiOperation({ summary: 'Create a board; its creator is a member' })
  @ApiErrorResponses(400)
  createBoard(
    @CurrentAuth() auth: AuthContext,
    @Body() body: CreateBoardDto,
  ): Promise<ScrumboardBoardDto> {
    return this.scrumboard.createBoard(callerOf(auth), body.board);
  }

  @Patch('board')
  @ApiOperation({
    summary:
      'Change a board’s title, description, icon or members (members leaving are taken off its cards)',
  })
  @ApiErrorResponses(400, 404)
  updateBoard(
    @CurrentAuth() auth: AuthContext,
    @Body() body: UpdateBoardDto,
  ): Promise<ScrumboardBoardSummaryDto> {
    return this.scrumboard.updateBoard(callerOf(auth), body.id, body.board);
  }

  @Delete('board')
  @ApiOperation({ summary: 'Delete a board with its lists, cards and labels; answers true' })
  @ApiErrorResponses(400, 404)
  deleteBoard(@CurrentAuth() auth: AuthContext, @Query() query: IdQueryDto): Promise<boolean> {
    return this.scrumboard.deleteBoard(callerOf(auth), query.id);
  }

  @Get('members')
  @ApiOperation({ summary: 'Active accounts that can join a board, by name (at most 20)' })
  @ApiErrorResponses(400)
  members(@Query() query: MemberSearchQueryDto): ScrumboardMemberDto[] {
    return this.scrumboard.memberCandidates(query.search);
  }

  @Post('board/list')
  @ApiOperation({ summary: 'Add a list to a board (last when no position is given)' })
  @ApiErrorResponses(400, 404)
  createList(
    @CurrentAuth() auth: AuthContext,
    @Body() body: CreateListDto,
  ): Promise<ScrumboardListDto> {
    return this.scrumboard.createList(callerOf(auth), body.list);
  }

  @Patch('board/list')
  @ApiOperation({ summary: 'Rename or move a list' })
  @ApiErrorResponses(400, 404)
  updateList(
    @CurrentAuth() auth: AuthContext,
    @Body() body: UpdateListDto,
  ): Promise<ScrumboardListDto> {
    return this.scrumboard.updateList(callerOf(auth), body.list);
  }

  @Patch('board/lists')
  @ApiOperation({ summary: 'Rename or move several lists at once (reorder)' })
  @ApiErrorResponses(400, 404)
  updateLists(
    @CurrentAuth() auth: AuthContext,
    @Body() body: UpdateListsDto,
  ): Promise<ScrumboardListDto[]> {
    return this.scrumboard.updateLists(callerOf(auth), body.lists);
  }

  @Delete('board/list')
  @ApiOperation({ summary: 'Delete a list and its cards; answers true' })
  @ApiErrorResponses(400, 404)
  deleteList(@CurrentAuth() auth: AuthContext, @Query() query: IdQueryDto): Promise<boolean> {
    return this.scrumboard.deleteList(callerOf(auth), query.id);
  }

  @Put('board/card')
  @ApiOperation({ summary: 'Add a card to a list (last when no position is given)' })
  @ApiErrorResponses(400, 404)
  createCard(
    @CurrentAuth() auth: AuthContext,
    @Body() body: CreateCardDto,
  ): Promise<ScrumboardCardDto> {
    return this.scrumboard.createCard(callerOf(auth), body.card);
  }

  @Patch('board/card')
  @ApiOperation({ summary: 'Change a card, or move it (listId, position)' })
  @ApiErrorResponses(400, 404)
  updateCard(
    @CurrentAuth() auth: AuthContext,
    @Body() body: UpdateCardDto,
  ): Promise<ScrumboardCardDto> {
    return this.scrumboard.updateCard(callerOf(auth), body.id, body.card);
  }

  @Patch('board/cards')
  @ApiOperation({
    summary:
      'Change or move several cards at once; answers them, then any card a renumbering moved',
  })
  @ApiErrorResponses(400, 404)
  updateCards(
    @CurrentAuth() auth: AuthContext,
    @Body() body: UpdateCardsDto,
  ): Promise<ScrumboardCardDto[]> {
    return this.scrumboard.updateCards(callerOf(auth), body.cards);
  }

  @Patch('board/card/positions')
  @ApiOperation({
    summary:
      'Put cards in order: those named for a list come first there, in the order given; answers the cards of those lists',
  })
  @ApiErrorResponses(400, 404)
  placeCards(
    @CurrentAuth() auth: AuthContext,
    @Body() body: UpdateCardPositionsDto,
  ): Promise<ScrumboardCardDto[]> {
    return this.scrumboard.placeCards(callerOf(auth), body.cards);
  }

  @Delete('board/card')
  @ApiOperation({ summary: 'Delete a card; answers true' })
  @ApiErrorResponses(400, 404)
  deleteCard(@CurrentAuth() auth: AuthContext, @Query() query: IdQueryDto): Promise<boolean> {
    return this.scrumboard.deleteCard(callerOf(auth), query.id);
  }

  @Get('board/labels')
  @ApiOperation({ summary: 'A board’s labels' })
  @ApiErrorResponses(400, 404)
  labels(
    @CurrentAuth() auth: AuthContext,
    @Query() query: BoardLabelsQueryDto,
  ): ScrumboardLabelDto[] {
    return this.scrumboard.labelList(callerOf(auth), query.boardId);
  }

  @Put('board/label')
  @ApiOperation({ summary: 'Add a label to a board (titles are unique per board, any case)' })
  @ApiErrorResponses(400, 404, 409)
  createLabel(
    @CurrentAuth() auth: AuthContext,
    @Body() body: CreateLabelDto,
  ): Promise<ScrumboardLabelDto> {
    return this.scrumboard.createLabel(callerOf(auth), body.label);
  }

  @Patch('board/label')
  @ApiOperation({ summary: 'Rename a label' })
  @ApiErrorResponses(400, 404, 409)
  updateLabel(
    @CurrentAuth() auth: AuthContext,
    @Body() body: UpdateLabelDto,
  ): Promise<ScrumboardLabelDto> {
    return this.scrumboard.updateLabel(callerOf(auth), body.id, body.label);
  }

  @Delete('board/label')
  @ApiOperation({ summary: 'Delete a label and take it off every card; answers true' })
  @ApiErrorResponses(400, 404)
  deleteLabel(@CurrentAuth() auth: AuthContext, @Query() query: IdQueryDto): Promise<boolean> {
    return this.scrumboard.deleteLabel(callerOf(auth), query.id);
  }
}
