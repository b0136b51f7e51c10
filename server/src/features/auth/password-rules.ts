import { dictionary } from '@zxcvbn-ts/language-common';
import { MinLength, ValidateBy } from 'class-validator';
import { RequiredText } from '../../validation';

/** Every account's passwords, the first admin's included. */
export const MIN_PASSWORD = 12;

export const COMMON_PASSWORD =
  'This password is one of the most common ones, which attackers try first: choose another';

/** zxcvbn-ts's list of the most common passwords (lower case), made into a set on first use. */
let common: Set<string> | undefined;

/**
 * True for a password on the list of the most common ones, also with digits or symbols added at
 * its end ("iloveyou1234" is "iloveyou" to a guesser).
 */
export function isCommonPassword(plain: string): boolean {
  common ??= new Set(dictionary['passwords-common'] as string[]);
  const lower = plain.toLowerCase();
  const stem = lower.replace(/[\d\W_]+$/, '');
  return common.has(lower) || (stem.length > 0 && common.has(stem));
}

/** The rules of a new password, as a class-validator decorator on an input's field. */
export const NewPassword = (label: string) => (target: object, property: string) => {
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
