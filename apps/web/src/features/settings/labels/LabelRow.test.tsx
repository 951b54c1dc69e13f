import type { I18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { createI18n } from '@smm/i18n';
import type { LabelJob, LabelUsage } from '@smm/model';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { LabelJobProgress } from './LabelJobProgress.js';
import { LabelRow } from './LabelRow.js';
import { storyJob, storyLabels } from './labels.story-data.js';
import { MergeForm } from './MergeForm.js';

let en: I18n;
let de: I18n;
beforeAll(async () => {
  [en, de] = await Promise.all([createI18n('en'), createI18n('de')]);
});

const noop = () => undefined;
const [complaint, praise, question] = storyLabels as readonly [LabelUsage, LabelUsage, LabelUsage];
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
const names = (html: string) => [...html.matchAll(/aria-label="([^"]*)"/g)].map((m) => m[1]);
const row = (
  label: LabelUsage,
  options: { canMerge?: boolean; readOnly?: boolean } = {},
  i18n = en,
) =>
  renderToStaticMarkup(
    <I18nProvider i18n={i18n}>
      <LabelRow
        label={label}
        canMerge={options.canMerge ?? true}
        readOnly={options.readOnly ?? false}
        onEdit={noop}
        onMerge={noop}
        onDelete={noop}
      />
    </I18nProvider>,
  );

describe('a label row', () => {
  it.each([
    [complaint, '128 items'],
    [praise, '1 item'],
    [question, 'No items'],
  ])('shows the name, its colour and how many items carry it (%#)', (label, count) => {
    const html = row(label);
    expect(text(html)).toContain(label.name);
    expect(text(html)).toContain(count);
    expect(html).toContain(`background:${label.color}`);
  });

  it('names each action for the label, and says why merging is unavailable alone', () => {
    expect(names(row(complaint))).toEqual(
      expect.arrayContaining([
        'Rename or recolour Complaint',
        'Merge Complaint with another label',
        'Delete Complaint',
      ]),
    );
    expect(row(complaint, { canMerge: false })).toContain('aria-disabled="true"');
    expect(text(row(complaint, { canMerge: false }))).toContain('Create a second label');
  });

  it('has no actions when read-only, and speaks German', () => {
    expect(row(complaint, { readOnly: true })).not.toContain('<button');
    expect(text(row(complaint, {}, de))).toContain('128 Elemente');
  });
});

describe('a label job', () => {
  const render = (job: LabelJob) =>
    text(
      renderToStaticMarkup(
        <I18nProvider i18n={en}>
          <LabelJobProgress job={job} onDismiss={noop} />
        </I18nProvider>,
      ),
    );

  it('shows how far a deletion is, then what it did', () => {
    expect(render(storyJob)).toContain('Deleting Old campaign: taken off 120 of 400 items');
    expect(render({ ...storyJob, state: 'done', processed: 400 })).toContain(
      'Old campaign deleted: taken off 400 items.',
    );
  });

  it('says where a merge moves the items', () => {
    const merge = { ...storyJob, kind: 'merge' as const, targetId: 't', targetName: 'Complaint' };
    expect(render(merge)).toContain('Merging Old campaign into Complaint: 120 of 400 items moved');
  });
});

describe('the merge form', () => {
  it('asks for the other label among the rest, with their counts', () => {
    const html = renderToStaticMarkup(
      <I18nProvider i18n={en}>
        <MergeForm
          label={complaint}
          labels={storyLabels}
          saving={false}
          onMerge={noop}
          onCancel={noop}
        />
      </I18nProvider>,
    );
    expect(text(html)).toContain('Praise (1 item)');
    expect(text(html)).not.toContain('Complaint (128 items)');
  });
});
