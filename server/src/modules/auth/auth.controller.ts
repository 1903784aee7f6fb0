import { Body, Controller, Get, HttpCode, Post, Req, UseGuards } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { Access } from '../../common/auth/access';
import { type AuthContext, CurrentAuth } from '../../common/auth/auth-context';
import { AllowedBeforePasswordChange } from '../../common/auth/before-password-change.decorator';
import { Public } from '../../common/auth/public.decorator';
import { ErrorResponseDto } from '../../common/errors/error-response.dto';
import type { SessionClient } from '../sessions/session.types';
import { AuthThrottlerGuard } from './auth-throttler.guard';
import { BareStringBodyAs } from './bare-string-body';
import { AuthService } from './auth.service';
import {
  AccessTokenDto,
  AuthResponseDto,
  ForgotPasswordDto,
  ResetPasswordDto,
  SignInDto,
  SignUpDto,
  SignUpPolicyDto,
} from './dto/auth.dto';
import { PasswordResetService } from './password-reset.service';
import { LimitSignInAttempts } from './sign-in-limit.interceptor';
import { Audited } from '../audit/audited.decorator';

/** A wrong e-mail or password answers 404, as the original client expects. */
const WrongCredentialsResponse = () =>
  ApiNotFoundResponse({
    description: 'Wrong e-mail or password (code wrong-credentials)',
    type: ErrorResponseDto,
  });

function clientOf(request: FastifyRequest): SessionClient {
  return { ip: request.ip, userAgent: request.headers['user-agent'] ?? '' };
}

@ApiTags('auth')
@Controller('auth')
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly resets: PasswordResetService,
  ) {}

  @Post('sign-in')
  @HttpCode(200)
  @Public()
  @LimitSignInAttempts()
  @ApiOperation({ summary: 'Sign in with e-mail and password; starts a session' })
  @WrongCredentialsResponse()
  signIn(@Body() body: SignInDto, @Req() request: FastifyRequest): Promise<AuthResponseDto> {
    return this.auth.signIn(body.email, body.password, clientOf(request));
  }

  @Post('sign-in-with-token')
  @HttpCode(200)
  @Public()
  @ApiOperation({ summary: 'Restore a session from a stored token; returns a new token' })
  signInWithToken(@Body() body: AccessTokenDto): Promise<AuthResponseDto> {
    return this.auth.renew(body.accessToken);
  }

  @Post('refresh-access-token')
  @HttpCode(200)
  @Public()
  @ApiOperation({ summary: 'Exchange a live token for a new one' })
  refresh(@Body() body: AccessTokenDto): Promise<AuthResponseDto> {
    return this.auth.renew(body.accessToken);
  }

  @Post('unlock-session')
  @HttpCode(200)
  @Public()
  @LimitSignInAttempts()
  @ApiOperation({ summary: 'Unlock a locked screen with the password; starts a session' })
  @WrongCredentialsResponse()
  unlock(@Body() body: SignInDto, @Req() request: FastifyRequest): Promise<AuthResponseDto> {
    return this.auth.unlock(body.email, body.password, clientOf(request));
  }

  @Post('sign-out')
  @Audited('sign-out', 'sessions', 'own-session')
  @HttpCode(200)
  @Access('signed-in')
  @AllowedBeforePasswordChange()
  @ApiOperation({ summary: 'Sign out: revokes the current session' })
  async signOut(@CurrentAuth() auth: AuthContext): Promise<boolean> {
    await this.auth.signOut(auth);
    return true;
  }

  @Get('sign-up')
  @Public()
  @ApiOperation({ summary: 'Whether sign-up is open, needs approval, or is closed' })
  signUpPolicy(): SignUpPolicyDto {
    return { mode: this.auth.signUpMode };
  }

  @Post('sign-up')
  @HttpCode(200)
  @Public()
  @UseGuards(AuthThrottlerGuard)
  @ApiOperation({
    summary: 'Create an account; always answers true (a taken e-mail gets a mail instead)',
  })
  async signUp(@Body() body: SignUpDto): Promise<boolean> {
    await this.auth.signUp(body);
    return true;
  }

  @Post('forgot-password')
  @HttpCode(200)
  @Public()
  @UseGuards(BareStringBodyAs('email'), AuthThrottlerGuard)
  @ApiOperation({ summary: 'Send a reset link when the account exists; always answers true' })
  forgotPassword(@Body() body: ForgotPasswordDto): boolean {
    this.resets.request(body.email);
    return true;
  }

  @Post('reset-password')
  @HttpCode(200)
  @Public()
  @UseGuards(BareStringBodyAs('password'), AuthThrottlerGuard)
  @ApiOperation({ summary: 'Choose a new password with the token from the reset link' })
  async resetPassword(@Body() body: ResetPasswordDto): Promise<boolean> {
    await this.resets.reset(body.token, body.password);
    return true;
  }
}
