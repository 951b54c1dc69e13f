import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Select } from './Select.js';

const languages = [
  { value: 'en', label: 'English' },
  { value: 'de', label: 'Deutsch' },
  { value: 'ja', label: '日本語', disabled: true },
];

describe('Select', () => {
  it('is a native select tied to its label, with its options', () => {
    const html = renderToStaticMarkup(
      <Select id="lang" label="Language" options={languages} defaultValue="de" />,
    );
    expect(html).toContain('for="lang">Language</label>');
    expect(html).toMatch(/<select id="lang" class="[^"]+">/);
    expect(html).toContain('<option value="de" selected="">Deutsch</option>');
    expect(html).toContain('<option value="ja" disabled="">日本語</option>');
  });

  it('is described by its hint and error', () => {
    const html = renderToStaticMarkup(
      <Select id="lang" label="Language" hint="For the interface" error="Choose one">
        <option value="">—</option>
      </Select>,
    );
    expect(html).toContain('aria-describedby="lang-hint lang-error"');
    expect(html).toContain('aria-invalid="true"');
    expect(html).toContain('<option value="">—</option>');
  });
});
