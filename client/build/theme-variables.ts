import {
  convertCssVariables,
  DEFAULT_THEME,
  defaultCssVariablesResolver,
  mergeMantineTheme,
  type ConvertCSSVariablesInput,
} from '@mantine/core';
import type { Plugin } from 'vite';
import { cssVariablesResolver, theme } from '../src/theme';

/** What the app's entry imports, after Mantine's own stylesheet (src/entry-client.tsx). */
export const THEME_VARIABLES_ID = 'virtual:mantine-theme.css';
const RESOLVED_ID = `\0${THEME_VARIABLES_ID}`;

/**
 * The theme's CSS variables (src/theme.ts: our palettes, fonts, the greys that pass WCAG AA), those
 * that differ from Mantine's defaults, as a stylesheet: the same text MantineProvider writes into
 * every page it renders (its `<style data-mantine-styles>`), made once at build time with
 * Mantine's public helpers. In the stylesheet, the public pages' critical CSS keeps only the
 * variables a page uses, as it does with Mantine's own `:root` (server/src/ssr/critical-css.ts):
 * ~11 kB of variables in every rendered page, most of them unused (the dark scheme's too), became
 * the ~40 a page refers to. MantineProvider is told not to write them (App.tsx).
 */
export function themeVariablesCss(): string {
  const merged = mergeMantineTheme(DEFAULT_THEME, theme);
  const ours = defaultCssVariablesResolver(merged);
  const extra = cssVariablesResolver(merged);
  const defaults = defaultCssVariablesResolver(DEFAULT_THEME);
  const changed = (part: keyof ConvertCSSVariablesInput) => {
    const mantines: Record<string, string> = defaults[part];
    const values = Object.entries({ ...ours[part], ...extra[part] });
    return Object.fromEntries(values.filter(([name, value]) => mantines[name] !== value));
  };
  return convertCssVariables({
    variables: changed('variables'),
    light: changed('light'),
    dark: changed('dark'),
  });
}

/** Serves `virtual:mantine-theme.css` (themeVariablesCss) to the app's build and dev server. */
export function themeVariables(): Plugin {
  return {
    name: 'drw-theme-variables',
    resolveId: (id) => (id === THEME_VARIABLES_ID ? RESOLVED_ID : undefined),
    load: (id) => (id === RESOLVED_ID ? themeVariablesCss() : undefined),
  };
}
