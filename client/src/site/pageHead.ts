import { createContext } from 'react';
import type { PageHead } from '../../../server/src/ssr/contract';

/** What a rendered page tells the server for its <head>: the server builds the tags from it. */
export type { PageHead } from '../../../server/src/ssr/contract';

/** On the server, pages report their head here while they render; in the browser it is absent. */
export const PageHeadContext = createContext<((head: PageHead) => void) | null>(null);
