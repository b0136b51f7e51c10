import { createContext, lazy, useContext, type ComponentType } from 'react';

/**
 * Given by the server's render (entry-server): each lazily loaded part of a page reports its
 * chunk's name as it renders.
 */
export const LazyPartsContext = createContext<((chunk: string) => void) | null>(null);

/**
 * React.lazy for a module's named export, in a chunk of its own named like the export (the
 * module's file bears that name: HomePage.tsx exports HomePage). Rendered on the server, it
 * reports that name, so the page's HTML has the browser fetch this code beside the app's entry
 * (server/src/ssr/page-code.ts) instead of after it: hydration needs it, and a lazy chunk found
 * only when React renders it cost one or two more round trips after the entry.
 */
export function lazyNamed<P extends object, K extends string>(
  load: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
) {
  const Lazy = lazy<ComponentType<P>>(() =>
    load().then((module) => ({ default: module[name] as ComponentType<P> })),
  );
  function LazyPart(props: P) {
    useContext(LazyPartsContext)?.(name);
    return <Lazy {...props} />;
  }
  LazyPart.displayName = name;
  return LazyPart;
}
