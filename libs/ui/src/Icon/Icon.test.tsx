import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Icon } from './Icon.js';
import { ICON_NAMES, ICON_PATHS } from './icons.js';

describe('Icon', () => {
  it('is hidden from assistive technology unless labelled', () => {
    const html = renderToStaticMarkup(<Icon name="bell" />);
    expect(html).toContain('aria-hidden="true"');
    expect(html).not.toContain('role="img"');
  });

  it('is an image with a name when labelled', () => {
    const html = renderToStaticMarkup(<Icon name="warning" label="Overdue" />);
    expect(html).toContain('role="img"');
    expect(html).toContain('aria-label="Overdue"');
    expect(html).not.toContain('aria-hidden');
  });

  it.each(ICON_NAMES)('draws %s with its own path', (name) => {
    const html = renderToStaticMarkup(<Icon name={name} size={20} />);
    expect(html).toContain(`d="${ICON_PATHS[name]}"`);
    expect(html).toContain('width="20"');
  });

  it('has the set the design asks for', () => {
    const wanted = ['close', 'menu', 'chevronDown', 'check', 'bell', 'user', 'link', 'logout'];
    wanted.push('settings', 'info', 'warning', 'error', 'success');
    expect(ICON_NAMES).toEqual(expect.arrayContaining(wanted));
  });
});
