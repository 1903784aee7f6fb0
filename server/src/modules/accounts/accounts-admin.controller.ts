import {
  Body,
  Controller,
  Get,
  HttpCode,
  Param,
  ParseUUIDPipe,
  Post,
  Put,
  Query,
} from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Access } from '../../common/auth/access';
import { type AuthContext, CurrentAuth } from '../../common/auth/auth-context';
import { AccountsService } from './accounts.service';
import {
  AccountRolesDto,
  StaffAccountDto,
  StaffAccountListQueryDto,
  StaffAccountPageDto,
} from './dto/staff-account.dto';
import { Audited, AuditedListExport } from '../audit/audited.decorator';

/** Staff accounts for administrators (mantenimiento/cuentas). */
@ApiTags('accounts')
@Access('admin')
@Controller('accounts')
export class AccountsAdminController {
  constructor(private readonly accounts: AccountsService) {}

  @Get()
  @AuditedListExport('accounts')
  @ApiOperation({ summary: 'Staff accounts: search, filter by state and role, sort, paginate' })
  list(@Query() query: StaffAccountListQueryDto): StaffAccountPageDto {
    return this.accounts.list(query);
  }

  @Get(':id')
  @Audited('read', 'accounts')
  @ApiOperation({ summary: 'One staff account' })
  get(@Param('id', ParseUUIDPipe) id: string): StaffAccountDto {
    return this.accounts.getStaffAccount(id);
  }

  @Post(':id/approve')
  @Audited('approve', 'accounts')
  @HttpCode(200)
  @ApiOperation({ summary: 'Approve a pending (or rejected) sign-up with its roles' })
  approve(
    @Param('id', ParseUUIDPipe) id: string,
    @Body() body: AccountRolesDto,
    @CurrentAuth() auth: AuthContext,
  ): Promise<StaffAccountDto> {
    return this.accounts.approve(id, body.roles, auth.accountId);
  }

  @Post(':id/reject')
  @Audited('reject', 'accounts')
  @HttpCode(200)
  @ApiOperation({ summary: 'Reject a pending sign-up' })
  reject(
    @Param('id', ParseUUIDPipe) id: string,
    @CurrentAuth() auth: AuthContext,
  ): Promise<StaffAccountDto> {
    return this.accounts.reject(id, auth.accountId);
  }

  @Put(':id/roles')
  @Audited('roles-change', 'accounts')
  @ApiOperation({ summary: 'Set an account’s roles (409 for the last active administrator)' })
  setRoles(
    @Param('id', ParseUUIDPipe) id: string,
    @Body() body: AccountRolesDto,
    @CurrentAuth() auth: AuthContext,
  ): Promise<StaffAccountDto> {
    return this.accounts.setRoles(id, body.roles, auth.accountId);
  }

  @Post(':id/deactivate')
  @Audited('deactivate', 'accounts')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Deactivate an account and end its sessions (409 for the last active administrator)',
  })
  deactivate(
    @Param('id', ParseUUIDPipe) id: string,
    @CurrentAuth() auth: AuthContext,
  ): Promise<StaffAccountDto> {
    return this.accounts.deactivate(id, auth.accountId);
  }

  @Post(':id/reactivate')
  @Audited('reactivate', 'accounts')
  @HttpCode(200)
  @ApiOperation({ summary: 'Reactivate a deactivated account' })
  reactivate(
    @Param('id', ParseUUIDPipe) id: string,
    @CurrentAuth() auth: AuthContext,
  ): Promise<StaffAccountDto> {
    return this.accounts.reactivate(id, auth.accountId);
  }

  @Post(':id/onboarding/reset')
  @Audited('update', 'accounts')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Show the first sign-in onboarding again at the account’s next sign-in',
  })
  resetOnboarding(@Param('id', ParseUUIDPipe) id: string): Promise<StaffAccountDto> {
    return this.accounts.resetOnboarding(id);
  }
}
