import { ApolloLink } from '@apollo/client';
import type { GraphQLFormattedError } from 'graphql';
import { Observable, type Subscription } from 'rxjs';

/** The server's reason for "prove it is you first" (PRODUCT.md §19). */
export const CONFIRM_IDENTITY = 'CONFIRM_IDENTITY';

/** Asks the person at the screen to confirm it is them: true once confirmed, false if they gave up. */
type Asker = () => Promise<boolean>;

let asker: Asker | null = null;
let pending: Promise<boolean> | null = null;

/**
 * The screen that can ask (the back office's prompt) registers itself; answers how to unregister.
 * Without one, an operation that needs a confirmation fails as the server answered.
 */
export function setIdentityAsker(ask: Asker): () => void {
  asker = ask;
  return () => {
    if (asker === ask) asker = null;
  };
}

/** One question at a time: operations refused together wait for the same answer. */
function askIdentity(): Promise<boolean> {
  if (!asker) return Promise.resolve(false);
  pending ??= asker().finally(() => {
    pending = null;
  });
  return pending;
}

const needsConfirmation = (errors: readonly GraphQLFormattedError[] | undefined) =>
  Boolean(errors?.some((e) => e.extensions?.reason === CONFIRM_IDENTITY));

/**
 * An operation the server refused for want of a fresh confirmation of identity is held while the
 * prompt asks for one, then sent again, once; the screen that sent it sees only the retry's answer.
 * Given up, the screen gets the refusal.
 */
export const stepUpLink = new ApolloLink(
  (operation, forward) =>
    new Observable((observer) => {
      let inner: Subscription | undefined;
      let closed = false;
      /** the first answer was a refusal and the prompt is open: its end is not the stream's */
      let asking = false;
      const send = (retry: boolean) => {
        inner = forward(operation).subscribe({
          next: (result) => {
            if (retry || !needsConfirmation(result.errors)) {
              observer.next(result);
              return;
            }
            asking = true;
            void askIdentity().then((confirmed) => {
              if (closed) return;
              if (confirmed) {
                send(true);
                return;
              }
              observer.next(result);
              observer.complete();
            });
          },
          error: (err: unknown) => observer.error(err),
          complete: () => {
            if (retry || !asking) observer.complete();
          },
        });
      };
      send(false);
      return () => {
        closed = true;
        inner?.unsubscribe();
      };
    }),
);
