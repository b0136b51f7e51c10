import '@apollo/client';

declare module '@apollo/client' {
  interface DefaultContext {
    /**
     * The screen shows validation errors itself: no notification for BAD_USER_INPUT
     * answers that carry field errors.
     */
    silent?: boolean;
    /** Further error codes the screen reports itself (e.g. a login form's wrong password). */
    silentCodes?: readonly string[];
    /** The screen reports every failure itself: no notification, the token is left alone. */
    handlesAllErrors?: boolean;
    /** Set by the auth link: this request carried the stored token. */
    sentToken?: boolean;
  }
}
