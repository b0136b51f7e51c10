import type { ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { cssVariablesResolver, theme } from '../theme';

/**
 * Mantine's theme for an island that uses Mantine's components (mantine.ts lists them), without
 * its <style> tags: the page's stylesheet has the variables and global classes already. Only
 * those islands load it: the forms' islands are plain elements in Mantine's classes
 * (site/forms/fields.tsx) and carry no Mantine at all.
 */
export function MantineIsland({ children }: { children: ReactNode }) {
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="light"
      withCssVariables={false}
      withGlobalClasses={false}
    >
      {children}
    </MantineProvider>
  );
}
