import { IsIn, Matches, MinLength, ValidateBy } from 'class-validator';
import { Field, InputType } from 'type-graphql';
import { COMMON_PASSWORD, isCommonPassword, MIN_PASSWORD } from '../auth/password-rules';
import { ROLES } from '../auth/user.entity';
import { RequiredText } from '../../validation';

const ROLE_MESSAGE = 'role must be admin or editor';

const Password = (label: string) => (target: object, property: string) => {
  RequiredText(label, 200)(target, property);
  MinLength(MIN_PASSWORD, {
    message: `${label} must be at least ${MIN_PASSWORD} characters`,
  })(target, property);
  ValidateBy(
    {
      name: 'notCommon',
      validator: { validate: (v) => typeof v !== 'string' || !isCommonPassword(v) },
    },
    { message: COMMON_PASSWORD },
  )(target, property);
};

@InputType({ description: 'A new staff account' })
export class StaffUserInput {
  @Field()
  @RequiredText('Username', 64)
  @Matches(/^\s*[A-Za-z0-9._-]{3,64}\s*$/, {
    message: 'Username must be 3 to 64 letters, digits, dots, dashes or underscores',
  })
  username: string;

  @Field({ description: '"admin" or "editor"' })
  @IsIn(ROLES as unknown as string[], { message: ROLE_MESSAGE })
  role: string;

  @Field({ description: `At least ${MIN_PASSWORD} characters` })
  @Password('Password')
  password: string;
}

export class RoleInput {
  @IsIn(ROLES as unknown as string[], { message: ROLE_MESSAGE })
  role: string;
}

export class PasswordInput {
  @Password('Password')
  password: string;
}

export class ChangePasswordInput {
  @RequiredText('Current password', 200)
  currentPassword: string;

  @Password('New password')
  newPassword: string;
}
