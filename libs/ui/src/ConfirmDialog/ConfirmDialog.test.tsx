import { describe, expect, it } from 'vitest';
import { renderIn } from '../testing/render.js';
import { ConfirmDialog } from './ConfirmDialog.js';

const noop = () => undefined;

/** The buttons' opening tags and texts, in order: close, cancel, confirm. */
const buttons = (html: string) =>
  [...html.matchAll(/(<button[^>]*>)(.*?)<\/button>/g)].map(([, tag = '', inner = '']) => ({
    tag,
    text: inner.replace(/<[^>]+>/g, ''),
  }));

describe('ConfirmDialog', () => {
  it('asks with "Cancel" and "Yes" by default', async () => {
    const html = await renderIn('en', <ConfirmDialog open title="Delete?" onClose={noop} />);
    expect(html).toContain('>Delete?</h2>');
    expect(buttons(html).map((b) => b.text)).toEqual(['', 'Cancel', 'Yes']);
    expect(html).not.toContain('<form');
  });

  it('speaks the active language: "Abbrechen" and "Ja" in German', async () => {
    const html = await renderIn('de', <ConfirmDialog open title="Löschen?" onClose={noop} />);
    expect(buttons(html).map((b) => b.text)).toEqual(['', 'Abbrechen', 'Ja']);
    expect(html).toContain('aria-label="Schließen"');
  });

  it('uses the given texts and confirm state', async () => {
    const plain = await renderIn('en', <ConfirmDialog open title="T" onClose={noop} />);
    const html = await renderIn(
      'en',
      <ConfirmDialog
        open
        title="T"
        confirmText="Delete"
        cancelText="Keep"
        confirmState="danger"
        onClose={noop}
      />,
    );
    const [, cancel, confirm] = buttons(html);
    expect([cancel?.text, confirm?.text]).toEqual(['Keep', 'Delete']);
    expect(confirm?.tag).not.toBe(buttons(plain)[2]?.tag);
  });

  it('shows a busy confirm button and blocks every way to close while loading', async () => {
    const html = await renderIn('en', <ConfirmDialog open title="T" loading onClose={noop} />);
    const [close, cancel, confirm] = buttons(html);
    expect(close?.tag).toContain('disabled=""');
    expect(cancel?.tag).toContain('disabled=""');
    expect(confirm?.tag).toContain('aria-busy="true"');
    expect(confirm?.tag).toContain('disabled=""');
  });

  it('puts the body in a form submitted by the confirm button in submit mode', async () => {
    const html = await renderIn(
      'en',
      <ConfirmDialog open title="Rename" submit confirmText="Save" onClose={noop}>
        <input name="name" />
      </ConfirmDialog>,
    );
    const formId = /<form id="([^"]+)"/.exec(html)?.[1];
    expect(formId).toBeTruthy();
    expect(html).toMatch(/<form[^>]*><input name="name"\/><\/form>/);
    const confirm = buttons(html)[2];
    expect(confirm?.tag).toContain('type="submit"');
    expect(confirm?.tag).toContain(`form="${formId}"`);
    expect(buttons(html)[1]?.tag).toContain('type="button"');
  });
});
