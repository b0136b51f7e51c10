import { AppError, HTTP_STATUS, validationError } from './errors';

describe('AppError', () => {
  it('carries the HTTP status of a GraphQL answer by its kind: 422 for an unprocessable write', () => {
    // Apollo Server answers with extensions.http's status; the other refusals answer 200.
    const mismatch = new AppError('UNPROCESSABLE', 'This Idempotency-Key was already used');
    expect(mismatch.extensions).toEqual({ code: 'UNPROCESSABLE', http: { status: 422 } });
    expect(HTTP_STATUS.UNPROCESSABLE).toBe(422);
    expect(validationError([{ field: 'name', message: 'Name is required' }]).extensions).toEqual({
      code: 'BAD_USER_INPUT',
      fields: [{ field: 'name', message: 'Name is required' }],
    });
  });

  it('takes no extensions from outside: they follow from what it was made with', () => {
    const err = new AppError('CONFLICT', 'Taken');
    // tsc refuses the assignment (a getter) ...
    // @ts-expect-error extensions are read-only
    expect(() => (err.extensions = { http: { status: 409 } })).toThrow(TypeError);
    // ... and Object.assign, which tsc lets through, throws (lint refuses it on a new error).
    expect(() => Object.assign(err, { extensions: { code: 'X' } })).toThrow(TypeError);
    expect(err.extensions).toEqual({ code: 'CONFLICT' });
  });
});
