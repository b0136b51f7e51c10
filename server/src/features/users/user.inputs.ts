import { IsIn, Matches, MaxLength } from 'class-validator';
import { Field, InputType } from 'type-graphql';
import { MIN_PASSWORD, NewPassword } from '../auth/password-rules';
import { ROLES } from '../auth/user.entity';
import { IsEmailAddress, Optional, RequiredText } from '../../validation';

const ROLE_MESSAGE = 'role must be admin, editor or compliance';

@InputType({ description: 'A new staff account' })
export class StaffUserInput {
  @Field()
  @RequiredText('Username', 64)
  @Matches(/^\s*[A-Za-z0-9._-]{3,64}\s*$/, {
    message: 'Username must be 3 to 64 letters, digits, dots, dashes or underscores',
  })
  username: string;

  @Field({ description: '"admin", "editor" or "compliance"' })
  @IsIn(ROLES as unknown as string[], { message: ROLE_MESSAGE })
  role: string;

  @Field({ description: `At least ${MIN_PASSWORD} characters` })
  @NewPassword('Password')
  password: string;
}

export class RoleInput {
  @IsIn(ROLES as unknown as string[], { message: ROLE_MESSAGE })
  role: string;
}

export class PasswordInput {
  @NewPassword('Password')
  password: string;
}

export class ChangePasswordInput {
  @RequiredText('Current password', 200)
  currentPassword: string;

  @NewPassword('New password')
  newPassword: string;
}

export class EmailInput {
  @Optional()
  @IsEmailAddress('E-mail')
  @MaxLength(254, { message: 'E-mail must be at most 254 characters' })
  email: string | null;
}
