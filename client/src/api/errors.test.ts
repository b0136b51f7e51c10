import { CombinedGraphQLErrors } from '@apollo/client/errors';
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
});
