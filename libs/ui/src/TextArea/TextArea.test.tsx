import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { TextArea } from './TextArea.js';

describe('TextArea', () => {
  it('ties the label to the box, three lines by default', () => {
    const html = renderToStaticMarkup(<TextArea id="note" label="Note" defaultValue="Hi" />);
    expect(html).toContain('for="note">Note</label>');
    expect(html).toMatch(/<textarea rows="3" id="note"[^>]*>Hi<\/textarea>/);
    expect(html).not.toContain('aria-invalid');
  });

  it('is described by its hint and its error, and invalid with an error', () => {
    const html = renderToStaticMarkup(
      <TextArea id="to" label="To" hint="Up to 20 addresses" error="Enter an address" rows={2} />,
    );
    expect(html).toContain('aria-describedby="to-hint to-error"');
    expect(html).toContain('aria-invalid="true"');
    expect(html).toContain('rows="2"');
  });

  it('makes up an id when none is given', () => {
    const html = renderToStaticMarkup(<TextArea label="Note" />);
    const forId = /for="([^"]+)"/.exec(html)?.[1];
    expect(forId).toBeTruthy();
    expect(html).toContain(`id="${forId}"`);
  });
});
