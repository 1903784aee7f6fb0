import { ApiProperty } from '@nestjs/swagger';
import {
  Equals,
  IsEmail,
  IsNotEmpty,
  IsString,
  Length,
  MaxLength,
  MinLength,
} from 'class-validator';
import { SIGNUP_MODES, type SignUpMode } from '../../../config/environment';
import { AccountUserDto } from '../../accounts/dto/account-user.dto';
import { Echoes } from '../../../common/validation/echoed';

const PASSWORD_MAX = 200;

/** The original client sends its whole form, `rememberMe` ('' until ticked) included. */
@Echoes('rememberMe')
export class SignInDto {
  @IsEmail({}, { message: 'email must be a valid email address' })
  @MaxLength(254)
  email!: string;

  @IsString()
  @IsNotEmpty({ message: 'password must not be empty' })
  @MaxLength(PASSWORD_MAX)
  password!: string;
}

export class AccessTokenDto {
  // Any string: a malformed token is an invalid one (401), like a badly signed one.
  @IsString()
  accessToken!: string;
}

export class SignUpDto {
  @IsString()
  @Length(1, 80, { message: 'name must be between 1 and 80 characters' })
  name!: string;

  @IsEmail({}, { message: 'email must be a valid email address' })
  @MaxLength(254)
  email!: string;

  @IsString()
  @MinLength(8, { message: 'password must be at least 8 characters' })
  @MaxLength(PASSWORD_MAX)
  password!: string;

  @IsString()
  @Length(1, 120, { message: 'company must be between 1 and 120 characters' })
  company!: string;

  @ApiProperty({ description: 'Acceptance of the terms of service and privacy policy' })
  @Equals(true, { message: 'agreements must be accepted' })
  agreements!: boolean;
}

export class ForgotPasswordDto {
  @IsEmail({}, { message: 'email must be a valid email address' })
  @MaxLength(254)
  email!: string;
}

export class ResetPasswordDto {
  @IsString()
  @Length(20, 200, { message: 'token must be the code from the reset link' })
  token!: string;

  @IsString()
  @MinLength(8, { message: 'password must be at least 8 characters' })
  @MaxLength(PASSWORD_MAX)
  password!: string;
}

export class AuthResponseDto {
  user!: AccountUserDto;

  /** Bearer token for the Authorization header; valid one day. */
  accessToken!: string;

  @ApiProperty({ enum: ['bearer'] })
  tokenType!: 'bearer';
}

export class SignUpPolicyDto {
  /** approval: new accounts wait for an administrator; closed: no sign-up; open: demo only. */
  @ApiProperty({ enum: SIGNUP_MODES })
  mode!: SignUpMode;
}
