import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { homeLayout, moveWidget, showWidget, type HomeWidget } from './index.js';

const ALL: HomeWidget[] = ['publishing', 'engage', 'measure', 'audience', 'listen'];
const on = (widget: HomeWidget) => ({ widget, visible: true });
const off = (widget: HomeWidget) => ({ widget, visible: false });

describe('homeLayout (decision 0073)', () => {
  it.each([
    ['nothing saved: the package’s widgets, shown', [], ALL, ALL.map(on)],
    [
      'saved order and visibility kept',
      [off('listen'), on('engage'), on('publishing'), off('measure'), on('audience')],
      ALL,
      [off('listen'), on('engage'), on('publishing'), off('measure'), on('audience')],
    ],
    [
      'widgets the package lacks are left out',
      [on('listen'), off('engage'), on('audience')],
      ['publishing', 'engage', 'measure'],
      [off('engage'), on('publishing'), on('measure')],
    ],
    [
      'missing widgets follow at the end, shown',
      [off('measure')],
      ['publishing', 'engage', 'measure'],
      [off('measure'), on('publishing'), on('engage')],
    ],
    ['a repeated widget counts once', [off('engage'), on('engage')], ['engage'], [off('engage')]],
  ] as const)('%s', (_name, saved, available, expected) => {
    expect(homeLayout(saved, available)).toEqual(expected);
  });

  it('always holds each available widget exactly once', () => {
    const widget = fc.constantFrom(...ALL);
    fc.assert(
      fc.property(
        fc.array(fc.record({ widget, visible: fc.boolean() }), { maxLength: 8 }),
        fc.subarray(ALL),
        (saved, available) => {
          const layout = homeLayout(saved, available);
          expect(layout.map((s) => s.widget).sort()).toEqual([...available].sort());
        },
      ),
    );
  });
});

describe('moveWidget', () => {
  const layout = [on('publishing'), on('engage'), off('measure')];
  it.each([
    ['engage up', 'engage', -1, ['engage', 'publishing', 'measure']],
    ['engage down', 'engage', 1, ['publishing', 'measure', 'engage']],
    ['the first cannot go up', 'publishing', -1, ['publishing', 'engage', 'measure']],
    ['the last cannot go down', 'measure', 1, ['publishing', 'engage', 'measure']],
    ['a widget not in the list stays out', 'listen', -1, ['publishing', 'engage', 'measure']],
  ] as const)('%s', (_name, widget, by, order) => {
    expect(moveWidget(layout, widget, by).map((s) => s.widget)).toEqual(order);
  });

  it('keeps the widgets and their visibility', () => {
    expect(moveWidget(layout, 'measure', -2)).toEqual([
      off('measure'),
      on('publishing'),
      on('engage'),
    ]);
  });
});

describe('showWidget', () => {
  it('hides and shows one widget in its place', () => {
    const layout = [on('publishing'), on('engage')];
    expect(showWidget(layout, 'engage', false)).toEqual([on('publishing'), off('engage')]);
    expect(showWidget(showWidget(layout, 'engage', false), 'engage', true)).toEqual(layout);
  });
});
