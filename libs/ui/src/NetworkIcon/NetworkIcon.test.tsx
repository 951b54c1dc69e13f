import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { NetworkIcon } from './NetworkIcon.js';
import { KNOWN_NETWORKS, networkColour, networkGlyphColour } from './networkIcon.rules.js';

/** The glyph's stroked path data in the badge's markup. */
function glyphOf(html: string): string | undefined {
  return /<path d="([^"]+)" fill="none"/.exec(html)?.[1];
}

describe('NetworkIcon', () => {
  it('is decorative without a label', () => {
    const html = renderToStaticMarkup(<NetworkIcon network="facebook" />);
    expect(html).toContain('aria-hidden="true"');
    expect(html).not.toContain('role="img"');
  });

  it('is an image named by its label', () => {
    const html = renderToStaticMarkup(<NetworkIcon network="facebook" label="Facebook" />);
    expect(html).toContain('role="img"');
    expect(html).toContain('aria-label="Facebook"');
    expect(html).not.toContain('aria-hidden');
  });

  it('is 20 px unless given a size', () => {
    expect(renderToStaticMarkup(<NetworkIcon network="x" />)).toContain('width="20" height="20"');
    const small = renderToStaticMarkup(<NetworkIcon network="x" size={14} />);
    expect(small).toContain('width="14" height="14"');
  });

  it.each(KNOWN_NETWORKS)('draws %s in its colours with a glyph of its own', (network) => {
    const html = renderToStaticMarkup(<NetworkIcon network={network} />);
    expect(html).toContain(`data-network="${network}"`);
    expect(html).toContain(`<circle cx="12" cy="12" r="12" fill="${networkColour(network)}"`);
    expect(html).toContain(`stroke="${networkGlyphColour(network)}"`);
    const others = KNOWN_NETWORKS.filter((other) => other !== network).map((other) =>
      glyphOf(renderToStaticMarkup(<NetworkIcon network={other} />)),
    );
    expect(others).not.toContain(glyphOf(html));
  });

  it.each([
    ['x', 'twitter'],
    ['linkedin', 'linkedIn'],
  ])('draws %s as %s', (alias, network) => {
    const html = renderToStaticMarkup(<NetworkIcon network={alias} />);
    expect(html).toBe(renderToStaticMarkup(<NetworkIcon network={network} />));
  });

  it('draws any other network as the grey globe', () => {
    const reddit = renderToStaticMarkup(<NetworkIcon network="reddit" />);
    expect(reddit).toContain('data-network="other"');
    expect(reddit).toContain(`fill="${networkColour('reddit')}"`);
    expect(glyphOf(reddit)).toBe(glyphOf(renderToStaticMarkup(<NetworkIcon network="vk" />)));
    const known = KNOWN_NETWORKS.map((n) =>
      glyphOf(renderToStaticMarkup(<NetworkIcon network={n} />)),
    );
    expect(known).not.toContain(glyphOf(reddit));
  });

  it('passes other attributes on and adds to its class', () => {
    const html = renderToStaticMarkup(
      <NetworkIcon network="youtube" className="extra" data-testid="badge" />,
    );
    expect(html).toMatch(/class="[^"]+ extra"/);
    expect(html).toContain('data-testid="badge"');
  });
});
