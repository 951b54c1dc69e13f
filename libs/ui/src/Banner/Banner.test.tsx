import { describe, expect, it } from 'vitest';
import { renderIn } from '../testing/render.js';
import { Banner } from './Banner.js';

describe('Banner', () => {
  it('is a polite status with its notice and a dismiss button when dismissible', async () => {
    const html = await renderIn(
      'en',
      <Banner tone="warning" onDismiss={() => undefined}>
        Maintenance tonight
      </Banner>,
    );
    expect(html).toMatch(/^<div role="status" class="[^"]+">/);
    expect(html).toContain('>Maintenance tonight</div>');
    expect(html).toContain('aria-label="Dismiss"');
  });

  it('has no dismiss button unless it can be dismissed, and takes another role', async () => {
    const html = await renderIn('en', <Banner role="note">Shown in German</Banner>);
    expect(html).toMatch(/^<div role="note"/);
    expect(html).not.toContain('<button');
  });

  it('labels the dismiss button in the active language', async () => {
    const html = await renderIn('de', <Banner onDismiss={() => undefined}>x</Banner>);
    expect(html).toContain('aria-label="Ausblenden"');
  });

  it('draws each tone differently', async () => {
    const classOf = (html: string) => /class="([^"]+)"/.exec(html)?.[1];
    const info = classOf(await renderIn('en', <Banner tone="info">x</Banner>));
    const warning = classOf(await renderIn('en', <Banner tone="warning">x</Banner>));
    expect(info).not.toBe(warning);
  });
});
