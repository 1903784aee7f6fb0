import { ApiProperty } from '@nestjs/swagger';
import { type Role, ROLES } from '../../../common/auth/access';
import { ACCOUNT_STATUSES, type AccountStatus, type Language, LANGUAGES } from '../account.types';

/** The signed-in user as the web shell sees it (never the password hash). */
export class AccountUserDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ example: 'Lucía' })
  name!: string;

  @ApiProperty({ example: 'Fernández' })
  surname!: string;

  @ApiProperty({ example: 'lucia@talento.local' })
  email!: string;

  @ApiProperty({ type: String, nullable: true, description: 'Image URL or data URL' })
  avatar!: string | null;

  /** Company the account belongs to. */
  empresa!: string;

  /** Account id at the upstream platform, when there is one. */
  ctaid!: string;

  @ApiProperty({ enum: ACCOUNT_STATUSES })
  status!: AccountStatus;

  /** What the account may open; `admin` implies every other role. */
  @ApiProperty({ enum: ROLES, isArray: true })
  roles!: Role[];

  /** '' until the person gives one. */
  phone!: string;

  @ApiProperty({
    enum: LANGUAGES,
    nullable: true,
    description: 'null: the browser’s or the default',
  })
  language!: Language | null;

  /** Whether the person finished the first sign-in onboarding (welcome, profile form). */
  onboarded!: boolean;

  /**
   * The account signed in with a one-time password: it must choose its own
   * (POST /api/common/user/password) before any other call (403 password-change-required).
   */
  passwordChangeRequired!: boolean;
}
