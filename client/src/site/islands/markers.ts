/** The attribute that marks an island's node, and the one that holds its props (Island.tsx). */
export const ISLAND_ATTR = 'data-island';
export const PROPS_ATTR = 'data-props';
/** The island's useId prefix, the same on the server and in the browser. */
export const PREFIX_ATTR = 'data-island-prefix';
/** The island's messages in the page's language (compiled, only those it shows: messages.ts). */
export const MESSAGES_ATTR = 'data-messages';
/**
 * When an island hydrates, if not at once: `visible` when it nears the screen, `interaction` at
 * the first pointer, key, focus or change on it (Island.tsx `hydrate`, load.ts). Until then it is the
 * server's HTML, which must work as it is (a form posts, a link links).
 */
export const HYDRATE_ATTR = 'data-hydrate';
export type HydrateWhen = 'visible' | 'interaction';
/** Set on an island's node once React has hydrated it (hydrate.tsx): browser tests wait for it. */
export const HYDRATED_ATTR = 'data-hydrated';
/**
 * The <meta> naming the page's island code (its chunks, React's client): the loader preloads it
 * once the page has painted, not the <head> (renderer.ts), so nothing competes with the first paint.
 */
export const CODE_META = 'island-code';
