import {
  convertCssVariables,
  DEFAULT_THEME,
  defaultCssVariablesResolver,
  mergeMantineTheme,
  type ConvertCSSVariablesInput,
} from '@mantine/core';
import { cssVariablesResolver, theme } from './theme';

let css: string | undefined;

/**
 * The theme's CSS variables (theme.ts: our palettes, fonts, the greys that pass WCAG AA), those
 * that differ from Mantine's defaults: the text MantineProvider writes into every page it renders
 * (its `<style data-mantine-styles>`), made once with Mantine's public helpers instead of on every
 * render: MantineProvider remade it for each page the server rendered, on every cache miss.
 * App.tsx writes this text in its place. A test checks that it is MantineProvider's own, to the
 * character, less the dark scheme's block: the site is light only (App.tsx forces it), and that
 * block was in every page for nothing (it pushed the Bangla news list past a new connection's
 * first round trip).
 */
export function themeVariablesCss(): string {
  if (css === undefined) {
    const merged = mergeMantineTheme(DEFAULT_THEME, theme);
    const ours = defaultCssVariablesResolver(merged);
    const extra = cssVariablesResolver(merged);
    const defaults = defaultCssVariablesResolver(DEFAULT_THEME);
    const changed = (part: keyof ConvertCSSVariablesInput) => {
      const mantines: Record<string, string> = defaults[part];
      const values = Object.entries({ ...ours[part], ...extra[part] });
      return Object.fromEntries(values.filter(([name, value]) => mantines[name] !== value));
    };
    css = convertCssVariables({
      variables: changed('variables'),
      light: changed('light'),
      dark: {},
    });
  }
  return css;
}
