// The theme's variables App.tsx writes into a page are the ones MantineProvider would write: the
// same text, made once.
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { MantineProvider } from '@mantine/core';
import { cssVariablesResolver, theme } from './theme';
import { themeVariablesCss } from './themeVariables';

/** What MantineProvider writes into a page it renders (its `<style data-mantine-styles>`), less
 *  the dark scheme's block. */
function providerLightVariables(): string {
  const html = renderToString(
    createElement(MantineProvider, { theme, cssVariablesResolver, children: null }),
  );
  const style = /<style data-mantine-styles="true"[^>]*>([\s\S]*?)<\/style>/.exec(html);
  if (!style) throw new Error(`MantineProvider wrote no variables: ${html.slice(0, 200)}`);
  const dark = /:root\[data-mantine-color-scheme="dark"\][^{]*\{[^}]*\}/;
  if (!dark.test(style[1])) throw new Error('MantineProvider wrote no dark scheme block');
  return style[1].replace(dark, '');
}

describe('the theme variables', () => {
  const css = themeVariablesCss();

  it('are the variables MantineProvider writes for the light scheme, to the character', () => {
    expect(css).toBe(providerLightVariables());
  });

  it('carry our palette and the greys that pass WCAG AA, and none of Mantine’s defaults', () => {
    expect(css).toContain('--mantine-color-brand-7: #0b7a5c');
    expect(css).toMatch(
      /\[data-mantine-color-scheme="light"\][^{]*\{[^}]*--mantine-color-dimmed: #5c636a/,
    );
    expect(css).not.toContain('--mantine-color-red-6:');
    expect(css).not.toContain('color-scheme="dark"');
  });

  it('are made once', () => {
    expect(themeVariablesCss()).toBe(css);
  });
});
