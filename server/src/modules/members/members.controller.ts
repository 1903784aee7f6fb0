import {
  Body,
  Controller,
  Get,
  HttpCode,
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
  CreateMemberDto,
  LedgerAdjustmentResultDto,
  LedgerPageDto,
  LedgerQueryDto,
  MemberDto,
  MemberListQueryDto,
  MemberPageDto,
  PointsAdjustmentDto,
  UpdateMemberDto,
} from './dto/member.dto';
import { MembersService } from './members.service';
import { assertEchoesUnchanged } from '../../common/validation/echoed';
import { Audited, AuditedListExport } from '../audit/audited.decorator';

@ApiTags('members')
@Access('rewards')
@Controller('members')
export class MembersController {
  constructor(private readonly members: MembersService) {}

  @Get()
  @AuditedListExport('members')
  @ApiOperation({
    summary: 'Members: search by name, email or documentId, filter by status, sort, paginate',
  })
  @ApiErrorResponses(400)
  list(@Query() query: MemberListQueryDto): MemberPageDto {
    return this.members.list(query);
  }

  @Get(':id')
  @Audited('read', 'members')
  @ApiOperation({ summary: 'One member with their points' })
  @ApiErrorResponses(400, 404)
  get(@Param('id', ParseUUIDPipe) id: string): MemberDto {
    return this.members.get(id);
  }

  @Post()
  @Audited('create', 'members', 'result')
  @ApiOperation({ summary: 'Add a member (email and documentId unique: 409), with 0 points' })
  @ApiErrorResponses(400, 409)
  create(@Body() body: CreateMemberDto): Promise<MemberDto> {
    return this.members.create(body);
  }

  @Patch(':id')
  @Audited('update', 'members')
  @ApiOperation({ summary: 'Change a member’s details (points change only through the ledger)' })
  @ApiErrorResponses(400, 404, 409)
  update(
    @Param('id', ParseUUIDPipe) id: string,
    @Body() body: UpdateMemberDto,
  ): Promise<MemberDto> {
    // Changes of those go through their own operation.
    assertEchoesUnchanged(body, () => this.members.get(id));
    return this.members.update(id, body);
  }

  @Post(':id/block')
  @Audited('update', 'members')
  @HttpCode(200)
  @ApiOperation({ summary: 'Block a member: they keep their points but cannot redeem them' })
  @ApiErrorResponses(400, 404)
  block(@Param('id', ParseUUIDPipe) id: string): Promise<MemberDto> {
    return this.members.setStatus(id, 'blocked');
  }

  @Post(':id/unblock')
  @Audited('update', 'members')
  @HttpCode(200)
  @ApiOperation({ summary: 'Unblock a member' })
  @ApiErrorResponses(400, 404)
  unblock(@Param('id', ParseUUIDPipe) id: string): Promise<MemberDto> {
    return this.members.setStatus(id, 'active');
  }

  @Get(':id/ledger')
  @Audited('read', 'members')
  @ApiOperation({
    summary: 'The member’s points ledger, newest first, each with the balance after it',
  })
  @ApiErrorResponses(400, 404)
  ledger(@Param('id', ParseUUIDPipe) id: string, @Query() query: LedgerQueryDto): LedgerPageDto {
    return this.members.ledgerOf(id, query);
  }

  @Post(':id/ledger/adjustments')
  @Audited('update', 'members')
  @ApiOperation({
    summary:
      'Correct a member’s points with a new adjustment entry and a reason (409 if the balance would go below 0)',
  })
  @ApiErrorResponses(400, 404, 409)
  adjust(
    @Param('id', ParseUUIDPipe) id: string,
    @Body() body: PointsAdjustmentDto,
    @CurrentAuth() auth: AuthContext,
  ): Promise<LedgerAdjustmentResultDto> {
    return this.members.adjust(id, body, auth.accountId);
  }
}
