/**
 * A passing test prints nothing (both jest projects load this after the test framework): an
 * unexpected console.error or console.warn fails the test that caused it, with what was printed,
 * so the warning that matters is not lost in noise. A test that expects one says so by spying:
 * `jest.spyOn(console, 'error').mockImplementation(() => {})`, then asserting on the spy.
 */
import { format } from 'node:util';

const printed: string[] = [];
for (const level of ['error', 'warn'] as const) {
  console[level] = (...args: unknown[]) => {
    printed.push(`console.${level}: ${format(...args)}`);
  };
}

afterEach(() => {
  const seen = printed.splice(0);
  if (seen.length > 0)
    throw new Error(`The test printed what nobody expected:\n${seen.join('\n').slice(0, 4000)}`);
});
