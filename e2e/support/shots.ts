import path from 'node:path';
import type { Page } from 'playwright-core';

const SHOTS = process.env.SCREENSHOTS_DIR;

/** With SCREENSHOTS_DIR set: the page at 375, 768 and 1280 px, for looking at what we build. */
export async function shots(page: Page, name: string) {
  if (!SHOTS) return;
  const before = page.viewportSize();
  for (const width of [375, 768, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    // The navigation slides in or out at a breakpoint: shoot once it has settled.
    await page.waitForFunction(() => document.getAnimations().length === 0);
    await page.screenshot({ path: path.join(SHOTS, `${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize(before ?? { width: 1280, height: 900 });
}
