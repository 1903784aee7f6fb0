import { IsNotEmpty, IsString, MaxLength, MinLength } from 'class-validator';

/** The signed-in account's new password, confirmed by the one it has now. */
export class ChangePasswordDto {
  @IsString()
  @IsNotEmpty({ message: 'currentPassword must not be empty' })
  @MaxLength(200)
  currentPassword!: string;

  @IsString()
  @MinLength(8, { message: 'newPassword must be at least 8 characters' })
  @MaxLength(200)
  newPassword!: string;
}
