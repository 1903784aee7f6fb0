import { Body, Controller, Get, HttpCode, Param, ParseUUIDPipe, Post, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Access } from '../../common/auth/access';
import { type AuthContext, CurrentAuth } from '../../common/auth/auth-context';
import { ApiErrorResponses } from '../../common/errors/api-error-responses.decorator';
import {
  BulkRedemptionActionDto,
  BulkRedemptionResultDto,
  CancelRedemptionDto,
  CreateRedemptionDto,
  RedemptionDto,
  RedemptionListQueryDto,
  RedemptionPageDto,
} from './dto/redemption.dto';
import { RedemptionsService } from './redemptions.service';

@ApiTags('redemptions')
@Access('rewards')
@Controller('redemptions')
export class RedemptionsController {
  constructor(private readonly redemptions: RedemptionsService) {}

  @Get()
  @ApiOperation({
    summary:
      'Redemptions: completed=true for delivered and cancelled ones (canjes-completados), false for open ones; filters, search, sort, pages',
  })
  @ApiErrorResponses(400)
  list(@Query() query: RedemptionListQueryDto): RedemptionPageDto {
    return this.redemptions.list(query);
  }

  @Get(':id')
  @ApiOperation({ summary: 'One redemption with its history' })
  @ApiErrorResponses(400, 404)
  get(@Param('id', ParseUUIDPipe) id: string): RedemptionDto {
    return this.redemptions.get(id);
  }

  @Post()
  @ApiOperation({
    summary:
      'Redeem a reward for a member: debits the points and reserves one unit, in one commit (409 without enough points or stock; 422 blocked member or inactive reward)',
  })
  @ApiErrorResponses(400, 409, 422)
  create(
    @Body() body: CreateRedemptionDto,
    @CurrentAuth() auth: AuthContext,
  ): Promise<RedemptionDto> {
    return this.redemptions.create(body, auth.accountId);
  }

  @Post('bulk')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Approve, deliver or cancel several redemptions; each on its own, the refused ones listed with the reason',
  })
  @ApiErrorResponses(400)
  bulk(
    @Body() body: BulkRedemptionActionDto,
    @CurrentAuth() auth: AuthContext,
  ): Promise<BulkRedemptionResultDto> {
    return this.redemptions.actOnMany(body, auth.accountId);
  }

  @Post(':id/approve')
  @HttpCode(200)
  @ApiOperation({ summary: 'Approve a pending redemption (409 from any other status)' })
  @ApiErrorResponses(400, 404, 409)
  approve(
    @Param('id', ParseUUIDPipe) id: string,
    @CurrentAuth() auth: AuthContext,
  ): Promise<RedemptionDto> {
    return this.redemptions.act(id, 'approve', auth.accountId);
  }

  @Post(':id/deliver')
  @HttpCode(200)
  @ApiOperation({ summary: 'Mark an approved redemption delivered (completes it)' })
  @ApiErrorResponses(400, 404, 409)
  deliver(
    @Param('id', ParseUUIDPipe) id: string,
    @CurrentAuth() auth: AuthContext,
  ): Promise<RedemptionDto> {
    return this.redemptions.act(id, 'deliver', auth.accountId);
  }

  @Post(':id/cancel')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Cancel a pending or approved redemption: refunds the points and the unit of stock in one commit',
  })
  @ApiErrorResponses(400, 404, 409)
  cancel(
    @Param('id', ParseUUIDPipe) id: string,
    @Body() body: CancelRedemptionDto,
    @CurrentAuth() auth: AuthContext,
  ): Promise<RedemptionDto> {
    return this.redemptions.act(id, 'cancel', auth.accountId, body.reason);
  }
}
