/**
 * Measuring a screen's layout in the browser: text that overflows its box, and screenshots
 * kept as test artefacts (`apps/web-e2e/artefacts/screens`, not versioned).
 */
import { mkdir } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** Where the browser tests keep their screenshots. */
export const SCREENS = new URL('../artefacts/screens/', import.meta.url);

/**
 * The elements under `root` whose content is wider than their box, or taller than a box that
 * clips it: each described by its tag, class, text and sizes. Visible elements only; form
 * fields (they scroll their own text), text cut on purpose with an ellipsis or a line clamp, and
 * visually hidden text (1 px boxes for screen readers) are not overflow.
 */
export async function overflowing(page: Page, root: string): Promise<string[]> {
  return page
    .locator(root)
    .first()
    .evaluate((rootEl) => {
      const found: string[] = [];
      for (const el of [rootEl, ...Array.from(rootEl.querySelectorAll('*'))]) {
        if (!(el instanceof HTMLElement)) continue;
        if (['INPUT', 'TEXTAREA', 'SELECT', 'OPTION'].includes(el.tagName)) continue;
        if (!el.checkVisibility({ visibilityProperty: true })) continue;
        const style = getComputedStyle(el);
        if (style.textOverflow === 'ellipsis' || style.webkitLineClamp !== 'none') continue;
        if (el.clientWidth <= 1 || el.clientHeight <= 1) continue;
        const wide = el.scrollWidth - el.clientWidth > 1;
        const clips = ['hidden', 'clip'].includes(style.overflowY);
        const tall = clips && el.scrollHeight - el.clientHeight > 1;
        if (!wide && !tall) continue;
        const text = (el.innerText || el.getAttribute('aria-label') || '').trim().slice(0, 48);
        const cls = typeof el.className === 'string' ? el.className.split(' ')[0] : '';
        found.push(
          `${el.tagName.toLowerCase()}.${cls} "${text}" ` +
            (wide
              ? `${el.scrollWidth}>${el.clientWidth} wide`
              : `${el.scrollHeight}>${el.clientHeight} tall`),
        );
      }
      return found;
    });
}

/**
 * Whether the whole document scrolls up and down: the shell keeps the sidebar in place and
 * scrolls the main area only, so a document taller than the window slides the sidebar away.
 */
export const documentScrolls = (page: Page): Promise<boolean> =>
  page.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement;
    return root.scrollHeight - root.clientHeight > 1;
  });

/** Whether the page scrolls sideways (the screen is wider than the window). */
export const scrollsSideways = (page: Page): Promise<boolean> =>
  page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

/** Saves a screenshot of the page as a test artefact, named `name.png`. */
export async function keepScreenshot(page: Page, name: string): Promise<void> {
  await mkdir(SCREENS, { recursive: true });
  await page.screenshot({ path: new URL(`${name}.png`, SCREENS).pathname });
}

/**
 * Checks a screen at 1440×900 and at 1024×768: nothing under `root` is clipped at either size,
 * and a screenshot of each is kept as `<shot>-<width>`. The page is left at 1440×900.
 */
export async function looksRightAtBothSizes(
  page: Page,
  shot: string,
  root = 'main',
): Promise<void> {
  for (const [width, height] of [
    [1440, 900],
    [1024, 768],
  ] as const) {
    await page.setViewportSize({ width, height });
    // Let the layout settle at the new size before measuring it.
    await page.waitForTimeout(100);
    expect({ shot, width, clipped: await overflowing(page, root) }).toEqual({
      shot,
      width,
      clipped: [],
    });
    await keepScreenshot(page, `${shot}-${width}`);
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}
