// An island's markup is rendered once per language, prefix and props, and kept for the pages that
// follow (entry-server renders every public page with one islandMarkupCache).
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { messages as bn } from '../../i18n/catalogs/bn';
import { messages as en } from '../../i18n/catalogs/en';
import { LocaleProvider } from '../../i18n/i18n';
import { createI18n } from '../../i18n/i18n-runtime';
import type { Locale } from '../../i18n/locales';
import { Island, IslandsContext, islandMarkupCache, type IslandServer } from './Island';
import type { IslandProps } from './registry';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

function server(rendered: IslandServer['rendered']) {
  const rendering: string[] = [];
  const islandServer: IslandServer = {
    report: () => undefined,
    renderToString: (element: ReactElement, options) => {
      const html = renderToString(element, options);
      rendering.push(html);
      return html;
    },
    createI18n,
    rendered,
  };
  const page = (locale: Locale, name: string) =>
    renderToString(
      <IslandsContext.Provider value={islandServer}>
        <LocaleProvider i18n={createI18n(locale, locale === 'bn' ? bn : en)}>
          <Island
            name="Portfolio"
            component={Greeting as never}
            props={{ name } as unknown as IslandProps<'Portfolio'>}
          />
        </LocaleProvider>
      </IslandsContext.Provider>,
    );
  return { page, rendering };
}

describe('islandMarkupCache', () => {
  it('renders an island once for every page with the same language and props', () => {
    const { page, rendering } = server(islandMarkupCache());
    const first = page('en', 'Rahim');
    expect(page('en', 'Rahim')).toBe(first);
    expect(first).toContain('Hello <!-- -->Rahim');
    expect(rendering).toHaveLength(1);
    page('en', 'Karim');
    page('bn', 'Rahim');
    expect(rendering).toHaveLength(3);
  });

  it('keeps as many as it is told, dropping the oldest', () => {
    const { page, rendering } = server(islandMarkupCache(2));
    page('en', 'a');
    page('en', 'b');
    page('en', 'c'); // 'a' goes
    page('en', 'b');
    expect(rendering).toHaveLength(3);
    page('en', 'a');
    expect(rendering).toHaveLength(4);
  });
});
