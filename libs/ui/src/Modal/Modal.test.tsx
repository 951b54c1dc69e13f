import { describe, expect, it } from 'vitest';
import { renderIn } from '../testing/render.js';
import { Modal } from './Modal.js';

const noop = () => undefined;

describe('Modal', () => {
  it('is a dialog named by its heading, with a close button and its content', async () => {
    const html = await renderIn(
      'en',
      <Modal open title="Edit template" onClose={noop} footer={<button type="button">Save</button>}>
        The body
      </Modal>,
    );
    const titleId = /<h2 id="([^"]+)"/.exec(html)?.[1];
    expect(titleId).toBeTruthy();
    expect(html).toMatch(new RegExp(`^<dialog aria-labelledby="${titleId}"`));
    expect(html).toContain('>Edit template</h2>');
    expect(html).toContain('aria-label="Close"');
    expect(html).toContain('The body');
    expect(html).toContain('>Save</button>');
  });

  it('is not open by markup: showModal() opens it, so it is modal', async () => {
    const html = await renderIn(
      'en',
      <Modal open title="T" onClose={noop}>
        x
      </Modal>,
    );
    expect(html).not.toMatch(/<dialog[^>]* open/);
  });

  it('renders no content while closed', async () => {
    const html = await renderIn(
      'en',
      <Modal open={false} title="Hidden title" onClose={noop}>
        Body
      </Modal>,
    );
    expect(html).toMatch(/^<dialog[^>]*><\/dialog>$/);
  });

  it.each([
    [undefined, 600],
    [400, 400],
    [800, 800],
    [1200, 1200],
  ] as const)('is at most %s → %d px wide', async (width, px) => {
    const html = await renderIn(
      'en',
      <Modal open title="T" onClose={noop} {...(width ? { width } : {})}>
        x
      </Modal>,
    );
    expect(html).toContain(`style="max-width:${px}px"`);
  });

  it('disables its close button while closing is blocked', async () => {
    const html = await renderIn(
      'en',
      <Modal open title="T" closeDisabled onClose={noop}>
        x
      </Modal>,
    );
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*aria-label="Close"/);
  });

  it('names the close button in the active language', async () => {
    const html = await renderIn(
      'de',
      <Modal open title="T" onClose={noop}>
        x
      </Modal>,
    );
    expect(html).toContain('aria-label="Schließen"');
  });
});
