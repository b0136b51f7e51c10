/**
 * For fire-and-forget calls such as `refetch()`: the error link has already reported a failure,
 * and a request cut short by leaving the page is no failure at all. Either way there must be no
 * unhandled promise rejection.
 */
export function ignoreFailure(result: unknown): void {
  if (result instanceof Promise) result.catch(() => undefined);
}
