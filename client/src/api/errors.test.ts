import { CombinedGraphQLErrors, ServerError, ServerParseError } from '@apollo/client/errors';
import { errorMessage, fieldErrorsOf, hasErrorCode } from './errors';

function graphQLError(message: string, extensions: Record<string, unknown>) {
  return new CombinedGraphQLErrors({ errors: [{ message, extensions }] });
}

describe('api errors', () => {
  it('turns BAD_USER_INPUT field errors into form errors', () => {
    const error = graphQLError('Invalid input', {
      code: 'BAD_USER_INPUT',
      fields: [
        { field: 'input.title', message: 'Title is too long' },
        { field: 'newstitle', message: 'ignored: title already set' },
        { field: 'date', message: 'Enter a real date' },
      ],
    });
    expect(fieldErrorsOf(error, { newstitle: 'title' })).toEqual({
      title: 'Title is too long',
      date: 'Enter a real date',
    });
    expect(hasErrorCode(error, 'BAD_USER_INPUT')).toBe(true);
  });

  it('returns null when there are no field errors', () => {
    expect(fieldErrorsOf(graphQLError('Nope', { code: 'FORBIDDEN' }))).toBeNull();
    expect(fieldErrorsOf(new Error('network'))).toBeNull();
  });

  it('gives readable messages', () => {
    expect(errorMessage(graphQLError('Too many requests', { code: 'TOO_MANY_REQUESTS' }))).toBe(
      'Too many requests',
    );
    expect(errorMessage(graphQLError('stack trace…', { code: 'INTERNAL_SERVER_ERROR' }))).toMatch(
      /could not complete/,
    );
    expect(errorMessage(new TypeError('Failed to fetch'))).toMatch(/Cannot reach the server/);
  });

  it("reads Apollo Client's errors without importing Apollo (by their names)", () => {
    const response = { status: 429 } as Response;
    expect(errorMessage(new ServerError('Too many', { response, bodyText: '' }))).toMatch(
      /Too many requests/,
    );
    const invalid = new ServerError('Bad request', {
      response: { status: 400 } as Response,
      bodyText: JSON.stringify({
        errors: [
          {
            message: 'Invalid',
            extensions: {
              code: 'BAD_USER_INPUT',
              fields: [{ field: 'input.name', message: 'Name is required' }],
            },
          },
        ],
      }),
    });
    expect(fieldErrorsOf(invalid)).toEqual({ name: 'Name is required' });
    const unreadable = new ServerParseError(new SyntaxError('<html>'), {
      response: { status: 200 } as Response,
      bodyText: '<html>',
    });
    expect(errorMessage(unreadable)).toMatch(/could not be read/);
  });
});
