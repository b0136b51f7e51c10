import {
  IsEmail,
  MaxLength,
  registerDecorator,
  validate,
  ValidateIf,
  type ValidationArguments,
  type ValidationError as CvError,
} from 'class-validator';
import { validationError, type FieldError } from './errors';

type Ctor<T> = new () => T;

function flatten(errors: CvError[], prefix = ''): FieldError[] {
  return errors.flatMap((e) => {
    const field = prefix ? `${prefix}.${e.property}` : e.property;
    // One message per field; "is required" wins over format complaints about an empty value.
    const c = e.constraints ?? {};
    const message = c.isNotBlank ?? c.isNotEmpty ?? c.isDefined ?? Object.values(c)[0];
    return [...(message ? [{ field, message }] : []), ...flatten(e.children ?? [], field)];
  });
}

export function toFieldErrors(errors: CvError[]): FieldError[] {
  return flatten(errors);
}

/**
 * Builds a trimmed instance of `cls` from untrusted input and validates it with the class's
 * class-validator rules. The services call this, so GraphQL and REST share one set of rules.
 */
export async function validateInput<T extends object>(cls: Ctor<T>, raw: unknown): Promise<T> {
  const instance = new cls();
  const source = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
  for (const [key, value] of Object.entries(source)) {
    // An absent value keeps the class's default (e.g. kind = RIDE) rather than erasing it.
    if (value === undefined) continue;
    (instance as Record<string, unknown>)[key] = typeof value === 'string' ? value.trim() : value;
  }
  const errors = await validate(instance, { forbidUnknownValues: false });
  if (errors.length) throw validationError(toFieldErrors(errors));
  return instance;
}

/** A calendar date written YYYY-MM-DD that exists (no 2024-02-30). */
export function isRealDate(value: unknown): boolean {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

export function IsDateOnly(message: string) {
  return (target: object, propertyName: string) =>
    registerDecorator({
      name: 'isDateOnly',
      target: target.constructor,
      propertyName,
      options: { message },
      validator: { validate: isRealDate },
    });
}

/** Required text: present and not only spaces (GraphQL validates before the services trim). */
export function IsNotBlank(message: string) {
  return (target: object, propertyName: string) =>
    registerDecorator({
      name: 'isNotBlank',
      target: target.constructor,
      propertyName,
      options: { message },
      validator: { validate: (v: unknown) => typeof v === 'string' && v.trim().length > 0 },
    });
}

type PropertyRule = (target: object, propertyName: string) => void;

function rule(
  name: string,
  message: string | ((args: ValidationArguments) => string),
  check: (value: unknown, args: ValidationArguments) => boolean,
): PropertyRule {
  return (target, propertyName) =>
    registerDecorator({
      name,
      target: target.constructor,
      propertyName,
      options: { message },
      validator: { validate: check },
    });
}

/** Required, trimmed text of at most `max` characters: "<Label> is required". */
export function RequiredText(label: string, max: number): PropertyRule {
  return (target, propertyName) => {
    IsNotBlank(`${label} is required`)(target, propertyName);
    MaxLength(max, { message: `${label} must be at most ${max} characters` })(target, propertyName);
  };
}

export const isBlank = (v: unknown) => v === undefined || v === null || v === '';

/** Skips the property's other rules when it is absent, null or empty. */
export const Optional = (): PropertyRule =>
  ValidateIf((o: Record<string, unknown>, v: unknown) => !isBlank(v)) as PropertyRule;

export function IsEmailAddress(label: string): PropertyRule {
  return IsEmail({}, { message: `${label} must be a valid e-mail address` }) as PropertyRule;
}

/** Digits, spaces and dashes with an optional leading +, holding 6 to 20 digits. */
export function isPlausiblePhone(value: unknown): boolean {
  if (typeof value !== 'string' || !/^\+?[\d\s-]+$/.test(value.trim())) return false;
  const digits = value.replace(/\D/g, '').length;
  return digits >= 6 && digits <= 20;
}

export function IsPhone(label: string): PropertyRule {
  return rule(
    'isPhone',
    `${label} must be a phone number: 6 to 20 digits (spaces, dashes and a leading + allowed)`,
    (v) => isBlank(v) || isPlausiblePhone(v),
  );
}

/** Today's calendar date in Bangladesh (Asia/Dhaka, UTC+6, no daylight saving), YYYY-MM-DD. */
export function todayInDhaka(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dhaka' }).format(now);
}

/** A YYYY-MM-DD date from today (in Dhaka) up to `maxDaysAhead` days ahead. */
export function IsUpcomingDate(label: string, maxDaysAhead: number): PropertyRule {
  const offset = (days: number) =>
    new Date(Date.parse(`${todayInDhaka()}T00:00:00Z`) + days * 86_400_000)
      .toISOString()
      .slice(0, 10);
  return rule(
    'isUpcomingDate',
    (args) =>
      String(args.value) < todayInDhaka()
        ? `${label} cannot be in the past`
        : `${label} must be within the next ${maxDaysAhead} days`,
    // Only judges real dates: IsDateOnly reports the others.
    (v) => !isRealDate(v) || (String(v) >= todayInDhaka() && String(v) <= offset(maxDaysAhead)),
  );
}

/** A rule that depends on the whole object (e.g. passenger bounds that depend on the kind). */
export function Check<T extends object>(
  name: string,
  message: (o: T) => string,
  check: (value: unknown, o: T) => boolean,
): PropertyRule {
  return rule(
    name,
    (args) => message(args.object as T),
    (v, args) => check(v, args.object as T),
  );
}
