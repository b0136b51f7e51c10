import { validate, type ValidationError as CvError, registerDecorator } from 'class-validator';
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
