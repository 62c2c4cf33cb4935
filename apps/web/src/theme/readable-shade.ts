import { darken, getContrastRatio, lighten } from '@mui/material/styles';

/**
 * The shade of `color` moved the least towards black ('darken') or white ('lighten') whose
 * contrast with every one of `backgrounds` reaches `ratio`; `color` itself if it already does.
 */
export function readableShade(
  color: string,
  backgrounds: readonly string[],
  ratio: number,
  direction: 'darken' | 'lighten',
): string {
  const move = direction === 'darken' ? darken : lighten;
  const readable = (shade: string) =>
    backgrounds.every((background) => getContrastRatio(shade, background) >= ratio);
  if (readable(color)) return color;
  // Contrast grows with the coefficient: a bisection finds the smallest one that is enough.
  let low = 0;
  let high = 1;
  for (let step = 0; step < 16; step++) {
    const middle = (low + high) / 2;
    if (readable(move(color, middle))) high = middle;
    else low = middle;
  }
  return move(color, high);
}
