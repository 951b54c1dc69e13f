/**
 * The relative luminance of a `#rrggbb` colour (WCAG 2.2, "relative luminance").
 *
 * @example
 * relativeLuminance('#ffffff') // 1
 * relativeLuminance('#000000') // 0
 */
export function relativeLuminance(hex: string): number {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!match) throw new Error(`Not a #rrggbb colour: ${hex}`);
  const [r, g, b] = match.slice(1).map((part) => {
    const channel = parseInt(part, 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/**
 * The contrast ratio of two `#rrggbb` colours, from 1 (same) to 21 (black on white). Text needs
 * 4.5 (WCAG AA), large text and the edges of controls 3.
 *
 * @example
 * contrastRatio('#000000', '#ffffff') // 21
 * contrastRatio('#777777', '#ffffff') // ≈ 4.48, just short of AA
 */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [
    number,
    number,
  ];
  return (light + 0.05) / (dark + 0.05);
}
