import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Avatar } from './Avatar.js';
import { initials } from './avatar.rules.js';

describe('initials', () => {
  it.each([
    ['Ada Lovelace', 'AL'],
    ['Grace Brewster Hopper', 'GH'],
    ['  ada   lovelace  ', 'AL'],
    ['Cher', 'C'],
    ['élodie durand', 'ÉD'],
    ['山田 太郎', '山太'],
    ['𝒜lice Smith', '𝒜S'],
    ['', '?'],
    ['   ', '?'],
  ])('of "%s" are %s', (name, expected) => {
    expect(initials(name)).toBe(expected);
  });
});

describe('Avatar', () => {
  it('shows the picture with the name as its alternative text', () => {
    const html = renderToStaticMarkup(<Avatar name="Ada Lovelace" src="/ada.png" />);
    expect(html).toMatch(/<img class="[^"]+" src="\/ada.png" alt="Ada Lovelace"\/>$/);
  });

  it('shows the initials as an image named by the name when there is no picture', () => {
    const html = renderToStaticMarkup(<Avatar name="Ada Lovelace" />);
    expect(html).toContain('role="img" aria-label="Ada Lovelace"');
    expect(html).toContain('<span aria-hidden="true">AL</span>');
  });

  it('prefers an explicit alternative text', () => {
    const html = renderToStaticMarkup(<Avatar name="Ada" alt="Profile picture of Ada" src="" />);
    expect(html).toContain('aria-label="Profile picture of Ada"');
  });

  it('is decorative without a name', () => {
    const html = renderToStaticMarkup(<Avatar name=" " />);
    expect(html).toMatch(/^<span class="[^"]+" aria-hidden="true">/);
    expect(html).not.toContain('role="img"');
    expect(html).toContain('>?</span>');
  });

  it('has a class per size', () => {
    const classOf = (html: string) => /class="([^"]+)"/.exec(html)?.[1];
    const sizes = (['sm', 'md', 'lg'] as const).map((size) =>
      classOf(renderToStaticMarkup(<Avatar name="A" size={size} />)),
    );
    expect(new Set(sizes).size).toBe(3);
  });
});
