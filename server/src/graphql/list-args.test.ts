/**
 * List arguments skip class-validator when they are clearly valid: the answers, and every
 * message for bad input, must stay exactly what class-validator (as type-graphql runs it) says.
 */
import { validate } from 'class-validator';
import fc from 'fast-check';
import { ArgumentValidationError } from 'type-graphql';
import { ContactMessageArgs } from '../features/messages/message.inputs';
import { ContactMessageStatus } from '../features/messages/message.entity';
import { ReservationArgs } from '../features/reservations/reservation.inputs';
import { createTestApp, type TestApp } from '../test/harness';
import { toFieldErrors } from '../validation';
import { validateListArgs } from './list-args';
import { PageArgs } from './page';

/** What class-validator says of `args`, with type-graphql's options: field errors, [] if none. */
async function reference(args: object) {
  const errors = await validate(args, { forbidUnknownValues: false, skipMissingProperties: true });
  return toFieldErrors(errors);
}

async function ours(args: object) {
  try {
    await validateListArgs(args, PageArgs, {} as never);
    return [];
  } catch (err) {
    if (!(err instanceof ArgumentValidationError)) throw err;
    return toFieldErrors(err.extensions.validationErrors as never);
  }
}

describe('validateListArgs', () => {
  it('says exactly what class-validator says, for any page, size, search and filter', async () => {
    // mostly valid, so that the other arguments' edges are reached too
    const int = fc.oneof(
      { arbitrary: fc.integer({ min: 1, max: 100 }), weight: 6 },
      { arbitrary: fc.integer({ min: -3, max: 3 }), weight: 1 },
      { arbitrary: fc.integer({ min: 97, max: 103 }), weight: 1 },
      { arbitrary: fc.integer(), weight: 1 },
      { arbitrary: fc.constant(null), weight: 1 },
    );
    const search = fc.oneof(
      fc.constant(null),
      fc.string({ maxLength: 5 }),
      // around the limit, with characters made of two UTF-16 units too
      fc.integer({ min: 95, max: 105 }).map((n) => 'a'.repeat(n)),
      fc.integer({ min: 48, max: 53 }).map((n) => '😀'.repeat(n)),
    );
    const status = fc.oneof(
      fc.constant(null),
      fc.constant(undefined),
      fc.constantFrom(...Object.values(ContactMessageStatus)),
      fc.constant('NOPE'),
    );
    const cls = fc.constantFrom(PageArgs, ContactMessageArgs, ReservationArgs);
    await fc.assert(
      fc.asyncProperty(cls, int, int, search, status, async (C, page, pageSize, s, st) => {
        const args = Object.assign(new C(), { page, pageSize, search: s }) as PageArgs;
        if (C !== PageArgs) (args as ContactMessageArgs).status = st as ContactMessageStatus;
        expect(await ours(args)).toEqual(await reference(args));
      }),
      { numRuns: 2000 },
    );
  });
});

describe('list arguments over GraphQL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await t.reset();
    await t.services.messages.create({
      name: 'Rina',
      contactNumber: '+880 1711 000000',
      email: 'rina@example.com',
      subject: 'Hello',
      message: 'A question',
    });
  });
  afterAll(() => t.close());

  const list = (args: string) =>
    t.gql(`{ contactMessages(${args}) { total items { name } } }`, {}, t.adminToken());

  it.each([
    ['page: 0', 'page must be 1 or more'],
    ['pageSize: 0', 'pageSize must be 1 or more'],
    ['pageSize: 101', 'pageSize must be at most 100'],
    [`search: "${'x'.repeat(101)}"`, 'search must be at most 100 characters'],
    ['page: 0, pageSize: 500', 'page must be 1 or more; pageSize must be at most 100'],
  ])('%s → BAD_USER_INPUT "%s"', async (args, message) => {
    const res = await list(args);
    expect(res.body.data).toBeNull();
    expect(res.body.errors[0].message).toBe(message);
    expect(res.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
  });

  it('answers good arguments, with and without a filter', async () => {
    for (const args of ['page: 1', 'page: 1, pageSize: 100, search: "rina"', 'status: NEW']) {
      const res = await list(args);
      expect(res.body.errors).toBeUndefined();
      expect(res.body.data.contactMessages).toEqual({ total: 1, items: [{ name: 'Rina' }] });
    }
  });
});
