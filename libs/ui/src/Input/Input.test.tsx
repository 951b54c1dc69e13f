import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Input } from './Input.js';

describe('Input', () => {
  it('ties the label to the input', () => {
    const html = renderToStaticMarkup(<Input id="email" label="Email" type="email" />);
    expect(html).toContain('<label class="');
    expect(html).toContain('for="email">Email</label>');
    expect(html).toMatch(/<input type="email" id="email"/);
    expect(html).not.toContain('aria-describedby');
    expect(html).not.toContain('aria-invalid');
  });

  it('is described by its hint and its error, and invalid with an error', () => {
    const html = renderToStaticMarkup(
      <Input id="email" label="Email" hint="Your work address" error="Enter an address" />,
    );
    expect(html).toContain('aria-describedby="email-hint email-error"');
    expect(html).toContain('aria-invalid="true"');
    expect(html).toMatch(/id="email-hint">Your work address</);
    expect(html).toMatch(/id="email-error"><svg[^>]*>.*<\/svg>Enter an address</);
  });

  it('keeps the caller’s own description first and passes native props on', () => {
    const html = renderToStaticMarkup(
      <Input label="Name" id="n" aria-describedby="rules" hint="As on your ID" required />,
    );
    expect(html).toContain('aria-describedby="rules n-hint"');
    expect(html).toContain('required=""');
  });

  it('makes up an id when none is given', () => {
    const html = renderToStaticMarkup(<Input label="Name" />);
    const forId = /for="([^"]+)"/.exec(html)?.[1];
    expect(forId).toBeTruthy();
    expect(html).toContain(`id="${forId}"`);
  });
});
