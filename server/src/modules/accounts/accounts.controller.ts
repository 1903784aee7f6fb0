import { Body, Controller, Get, HttpCode, Patch, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Access } from '../../common/auth/access';
import { type AuthContext, CurrentAuth } from '../../common/auth/auth-context';
import { AllowedBeforePasswordChange } from '../../common/auth/before-password-change.decorator';
import { AccountsService } from './accounts.service';
import { ApiErrorResponses } from '../../common/errors/api-error-responses.decorator';
import { LimitPasswordAttempts } from '../auth/sign-in-limit.interceptor';
import { AccountUserDto } from './dto/account-user.dto';
import { ChangePasswordDto } from './dto/change-password.dto';
import { OnboardingProfileDto } from './dto/onboarding.dto';
import { UpdateUserDto, userChanges } from './dto/update-user.dto';
import { OwnPasswordLimitInterceptor } from './own-password-limit.interceptor';
import { OwnPasswordService } from './own-password.service';
import { Audited } from '../audit/audited.decorator';

@ApiTags('common')
@Access('signed-in')
@Controller('common/user')
export class AccountsController {
  constructor(
    private readonly accounts: AccountsService,
    private readonly ownPassword: OwnPasswordService,
  ) {}

  @Get()
  @AllowedBeforePasswordChange()
  @ApiOperation({ summary: 'The signed-in account' })
  get(@CurrentAuth() auth: AuthContext): AccountUserDto {
    return this.accounts.getUser(auth.accountId);
  }

  @Patch()
  @Audited('update', 'accounts', 'own-account')
  @ApiOperation({ summary: 'Change the signed-in account’s name, avatar or status' })
  update(
    @CurrentAuth() auth: AuthContext,
    @Body() changes: UpdateUserDto,
  ): Promise<AccountUserDto> {
    return this.accounts.updateUser(auth.accountId, userChanges(changes, auth.accountId));
  }

  @Post('onboarding')
  @Audited('update', 'accounts', 'own-account')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Finish the first sign-in onboarding with the profile (name, surname, picture, language, phone)',
  })
  @ApiErrorResponses(400)
  completeOnboarding(
    @CurrentAuth() auth: AuthContext,
    @Body() profile: OnboardingProfileDto,
  ): Promise<AccountUserDto> {
    return this.accounts.completeOnboarding(auth.accountId, profile);
  }

  @Post('password')
  @Audited('update', 'accounts', 'own-account')
  @HttpCode(200)
  @AllowedBeforePasswordChange()
  @LimitPasswordAttempts(OwnPasswordLimitInterceptor)
  @ApiOperation({
    summary:
      'Change the signed-in account’s password (ends a one-time password; other sessions stay)',
  })
  @ApiErrorResponses(400)
  changePassword(
    @CurrentAuth() auth: AuthContext,
    @Body() body: ChangePasswordDto,
  ): Promise<AccountUserDto> {
    return this.ownPassword.change(auth.accountId, body.currentPassword, body.newPassword);
  }
}
