import { describe, expect, it } from 'vitest';
import { contentViewerItemId, contentViewerLink } from './content-viewer.route.js';

const ID = '2c0d5a4e-6b8f-4d7a-9e1c-3f2b1a0c9d8e';

describe('the content viewer route', () => {
  it.each([
    [`/integrations/content-viewer?itemId=${ID}`, ID],
    [`/integrations/content-viewer?lang=de&itemId=${ID}`, ID],
    [`/integrations/content-viewer?itemId=${ID.replaceAll('-', '')}`, ID.replaceAll('-', '')],
    ['/integrations/content-viewer', null],
    ['/integrations/content-viewer?itemId=', null],
    ['/integrations/content-viewer?itemId=../../settings', null],
    [`/integrations/content-viewer?id=${ID}`, null],
  ])('%s names %s', (location, itemId) => {
    expect(contentViewerItemId(location)).toBe(itemId);
  });

  it('links to an item the way it reads it back', () => {
    const link = contentViewerLink(ID);
    expect(link).toBe(`#/integrations/content-viewer?itemId=${ID}`);
    expect(contentViewerItemId(link.slice(1))).toBe(ID);
  });
});
