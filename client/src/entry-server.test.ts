// The server bundle's routing, without rendering: the old "Help & FAQ" company page leads to the
// help centre in the visitor's language, and is no longer listed for search engines.
import { ssrBundle } from './entry-server';

it('sends the old help page to the help centre, in its language, and lists only the new one', () => {
  expect(ssrBundle.classify('/pages/help')).toEqual({ kind: 'redirect', location: '/help' });
  expect(ssrBundle.classify('/bn/pages/help')).toEqual({ kind: 'redirect', location: '/bn/help' });
  expect(ssrBundle.classify('/pages/about-us')).toEqual({ kind: 'render' });
  expect(ssrBundle.publicPaths).toContain('/help');
  expect(ssrBundle.publicPaths).not.toContain('/pages/help');
});
