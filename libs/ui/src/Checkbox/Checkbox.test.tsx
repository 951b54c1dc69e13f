import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Checkbox } from './Checkbox.js';

describe('Checkbox', () => {
  it('is a native checkbox tied to its label', () => {
    const html = renderToStaticMarkup(<Checkbox id="ai" label="Allow OpenAI" defaultChecked />);
    expect(html).toMatch(/<input type="checkbox" id="ai" class="[^"]+" checked=""\/>/);
    expect(html).toContain('for="ai">Allow OpenAI</label>');
    expect(html).not.toContain('aria-describedby');
  });

  it('is described by its description', () => {
    const html = renderToStaticMarkup(
      <Checkbox id="ai" label="Allow OpenAI" description="Texts are sent to OpenAI." disabled />,
    );
    expect(html).toContain('aria-describedby="ai-description"');
    expect(html).toContain('id="ai-description">Texts are sent to OpenAI.</p>');
    expect(html).toContain('disabled=""');
  });
});
