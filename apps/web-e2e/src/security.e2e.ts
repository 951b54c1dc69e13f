import { describe, expect, inject, it } from 'vitest';
import { callApi, DEMO, openInbox, signIn, takeCspViolations, useBrowser } from './browser.js';

const browser = useBrowser();

describe('the Content-Security-Policy', () => {
  it('lets the app and its lazy chunks run, and refuses script the page did not load', async () => {
    const page = await browser.page();
    const answer = await page.reload();
    expect(await answer?.headerValue('content-security-policy')).toContain("script-src 'self'");
    expect(await answer?.headerValue('x-frame-options')).toBe('DENY');
    // The engage inbox is a lazy chunk with CSS of its own, and talks over the WebSocket.
    await openInbox(page, DEMO.admin);
    await page.getByTestId('virtual-list').waitFor();

    const ran = await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.injected = true;';
      document.body.append(script);
      return (window as unknown as { injected?: boolean }).injected === true;
    });
    expect(ran).toBe(false);
    const reported: string[] = [];
    await expect
      .poll(() => {
        reported.push(...takeCspViolations(page));
        return reported;
      })
      .toEqual(
        expect.arrayContaining([
          expect.stringMatching(/^event: script-src-elem refused inline/),
          expect.stringMatching(/^console: .*violates .*Content Security Policy.*script-src/),
        ]),
      );
  });

  it('lets a sandbox network’s consent page show its styles and post its form', async () => {
    const page = await browser.page();
    await signIn(page, DEMO.admin);
    await page.getByRole('heading', { name: 'Home' }).waitFor();
    const { authorizeUrl } = await callApi<{ authorizeUrl: string }>(
      page,
      'GET',
      '/channels/v2/connect/facebook',
    );
    await page.goto(`${inject('base')}${authorizeUrl}`);
    const allow = page.getByRole('button', { name: 'Allow' });
    await expect
      .poll(() => allow.evaluate((button) => getComputedStyle(button).backgroundColor))
      .toBe('rgb(28, 126, 214)');
    await allow.click();
    await page.waitForURL(/#\/settings\/channels\?network=facebook&authorized=\d+/);
  });
});
