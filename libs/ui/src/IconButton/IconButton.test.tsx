import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Icon } from '../Icon/Icon.js';
import { IconButton } from './IconButton.js';
import { hasBadge, iconButtonName } from './iconButton.rules.js';

describe('iconButtonName', () => {
  it.each([
    ['Close', undefined, 'Close'],
    ['Notifications', 0, 'Notifications'],
    ['Notifications', 1, 'Notifications (1)'],
    ['Notifications', 99, 'Notifications (99)'],
    ['Notifications', 100, 'Notifications (99+)'],
  ])('names %s with badge %s "%s"', (label, badge, name) => {
    expect(iconButtonName(label, badge)).toBe(name);
    expect(hasBadge(badge)).toBe(name !== label);
  });
});

describe('IconButton', () => {
  it('is a plain button named by its label, its icon hidden', () => {
    const html = renderToStaticMarkup(
      <IconButton label="Close">
        <Icon name="close" />
      </IconButton>,
    );
    expect(html).toMatch(/^<button type="button" class="[^"]+" aria-label="Close">/);
    expect(html).toContain('aria-hidden="true"');
  });

  it('shows the badge to the eye and puts the count in the name', () => {
    const html = renderToStaticMarkup(
      <IconButton label="Notifications" badge={120}>
        <Icon name="bell" />
      </IconButton>,
    );
    expect(html).toContain('aria-label="Notifications (99+)"');
    expect(html).toMatch(/<span aria-hidden="true" class="[^"]+">99\+<\/span>/);
  });

  it('shows no badge for a count of zero', () => {
    const html = renderToStaticMarkup(
      <IconButton label="Notifications" badge={0}>
        <Icon name="bell" />
      </IconButton>,
    );
    expect(html).not.toContain('<span');
  });
});
