import { describe, expect, it } from 'vitest';
import { contrastRatio, relativeLuminance } from './contrast.js';
import type { ThemeColors } from './palette.js';
import { darkColors, lightColors } from './palette.js';

describe('contrastRatio', () => {
  it.each([
    ['#000000', '#ffffff', 21],
    ['#ffffff', '#000000', 21],
    ['#3b5bdb', '#3b5bdb', 1],
    ['#777777', '#ffffff', 4.48],
    ['#767676', '#ffffff', 4.54],
  ])('%s against %s is %d', (a, b, ratio) => {
    expect(contrastRatio(a, b)).toBeCloseTo(ratio, 2);
  });

  it('rejects what is not a #rrggbb colour', () => {
    expect(() => relativeLuminance('red')).toThrow(/rrggbb/);
  });
});

type Role = keyof ThemeColors;
const surfaces: Role[] = ['surface', 'surfaceMuted', 'surfaceRaised'];

/** Text colour on background, as the components pair them. */
const textPairs: [Role, Role][] = [
  ...surfaces.flatMap((bg): [Role, Role][] => [
    ['text', bg],
    ['textMuted', bg],
  ]),
  ['brand', 'surface'],
  ['brand', 'surfaceRaised'],
  ['danger', 'surface'],
  ['danger', 'surfaceRaised'],
  ['onBrand', 'brand'],
  ['onBrand', 'brandStrong'],
  ['onDanger', 'danger'],
  ['onSuccess', 'success'],
  ['onWarning', 'warning'],
  ['onInfo', 'info'],
  ['onNeutral', 'neutral'],
  ['onSidebar', 'sidebar'],
  ['onTooltip', 'tooltip'],
  ['text', 'dangerSubtle'],
  ['text', 'successSubtle'],
  ['text', 'warningSubtle'],
  ['text', 'infoSubtle'],
  ['brand', 'infoSubtle'],
  ['brand', 'warningSubtle'],
  ['brand', 'surfaceMuted'],
  ['textMuted', 'infoSubtle'],
];

/** Non-text contrast (WCAG 1.4.11): focus rings, control edges, tone icons. */
const uiPairs: [Role, Role][] = [
  ['focus', 'surface'],
  ['focus', 'surfaceMuted'],
  ['borderStrong', 'surface'],
  ['danger', 'dangerSubtle'],
  ['success', 'successSubtle'],
  ['warning', 'warningSubtle'],
  ['info', 'infoSubtle'],
  ['success', 'surfaceRaised'],
  ['warning', 'surfaceRaised'],
  ['info', 'surfaceRaised'],
];

describe.each([
  ['light', lightColors],
  ['dark', darkColors],
])('the %s theme', (_name, colors) => {
  it.each(textPairs)('gives %s on %s at least 4.5:1 (WCAG AA)', (fg, bg) => {
    expect(contrastRatio(colors[fg], colors[bg])).toBeGreaterThanOrEqual(4.5);
  });

  it.each(uiPairs)('gives %s on %s at least 3:1', (fg, bg) => {
    expect(contrastRatio(colors[fg], colors[bg])).toBeGreaterThanOrEqual(3);
  });
});
