import { getMetadataStorage, ValidationTypes, validateOrReject } from 'class-validator';
import { ArgumentValidationError, type ValidatorFn } from 'type-graphql';
import { MAX_PAGE_SIZE } from '../lists/page';
import { PageArgs } from './page';

/** PageArgs' MaxLength on `search`. */
const MAX_SEARCH = 100;
/** What type-graphql passes class-validator for arguments (see schema.ts). */
const OPTIONS = { forbidUnknownValues: false, skipMissingProperties: true };
const PAGE_FIELDS = new Set(['page', 'pageSize', 'search']);

/** Classes with an @IsDefined rule: a null there is an error, so they never take the shortcut. */
const needsDefined = new WeakMap<object, boolean>();
function hasDefinedRule(cls: object): boolean {
  let found = needsDefined.get(cls);
  if (found === undefined) {
    found = getMetadataStorage()
      .getTargetValidationMetadatas(cls as new () => object, '', true, false)
      .some((m) => m.type === ValidationTypes.IS_DEFINED);
    needsDefined.set(cls, found);
  }
  return found;
}

/**
 * Arguments that class-validator would certainly accept: page and pageSize within bounds,
 * search short enough, and every other filter absent (class-validator skips absent values,
 * `skipMissingProperties`). Conservative: anything else goes to class-validator itself.
 */
function clearlyValid(args: PageArgs): boolean {
  const { page, pageSize, search } = args;
  if (!(page >= 1 && pageSize >= 1 && pageSize <= MAX_PAGE_SIZE)) return false;
  if (search != null && !(typeof search === 'string' && search.length <= MAX_SEARCH)) return false;
  for (const key of Object.keys(args)) {
    if (!PAGE_FIELDS.has(key) && (args as unknown as Record<string, unknown>)[key] != null) {
      return false;
    }
  }
  return !hasDefinedRule(args.constructor);
}

/**
 * Validation of list arguments (PageArgs and its subclasses) for `@Args(…, { validateFn })`.
 * A plain first page (`contactMessages(page: 1)`) skips class-validator, which was ~4 % of a
 * signed-in list request's CPU (it looks the class's rules up among all of them on every
 * call); everything else — any bad value, any filter — is validated by class-validator as
 * type-graphql would, so every message stays exactly the same.
 */
export const validateListArgs: ValidatorFn = async (args) => {
  if (args instanceof PageArgs && clearlyValid(args)) return;
  if (args === null || typeof args !== 'object') return;
  try {
    await validateOrReject(args, OPTIONS);
  } catch (err) {
    throw new ArgumentValidationError(err as never);
  }
};
