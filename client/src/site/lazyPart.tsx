import { lazy, type ComponentType } from 'react';

/**
 * React.lazy for a module's named export, in a chunk of its own named like the export (the
 * module's file bears that name: HomePage.tsx exports HomePage). The server renders lazy parts
 * whole (it waits for them); in the browser they matter to the client-side app only (the back
 * office, `npm run dev`): public pages hydrate their islands, not their routes.
 */
export function lazyNamed<P extends object, K extends string>(
  load: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
) {
  const Lazy = lazy<ComponentType<P>>(() =>
    load().then((module) => ({ default: module[name] as ComponentType<P> })),
  );
  function LazyPart(props: P) {
    return <Lazy {...props} />;
  }
  LazyPart.displayName = name;
  return LazyPart;
}
