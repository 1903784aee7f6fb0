/**
 * Line drawings for the sample pictures, as strokes on a small grid: the letters and
 * digits of an item's initials (4 wide, 6 high) and one icon per kind of item (10 by 10).
 * Written as `x,y x,y ...` per stroke, strokes apart by `|`, y downwards.
 */
import type { Polyline } from './raster';

function strokes(drawing: string): Polyline[] {
  return drawing.split('|').map((stroke) =>
    stroke
      .trim()
      .split(/\s+/)
      .map((point) => point.split(',').map(Number) as unknown as readonly [number, number]),
  );
}

const O = '1,0 3,0 4,1 4,5 3,6 1,6 0,5 0,1 1,0';

/** Letters and digits on a 4 × 6 grid. */
export const GLYPHS: Readonly<Record<string, readonly Polyline[]>> = Object.fromEntries(
  Object.entries({
    A: '0,6 2,0 4,6 | 0.7,4 3.3,4',
    B: '0,3 0,0 3,0 4,1 4,2 3,3 0,3 0,6 3,6 4,5 4,4 3,3',
    C: '4,1 3,0 1,0 0,1 0,5 1,6 3,6 4,5',
    D: '0,0 0,6 2.5,6 4,4.5 4,1.5 2.5,0 0,0',
    E: '4,0 0,0 0,6 4,6 | 0,3 3,3',
    F: '4,0 0,0 0,6 | 0,3 3,3',
    G: '4,1 3,0 1,0 0,1 0,5 1,6 3,6 4,5 4,3.2 2.2,3.2',
    H: '0,0 0,6 | 4,0 4,6 | 0,3 4,3',
    I: '2,0 2,6 | 1,0 3,0 | 1,6 3,6',
    J: '4,0 4,5 3,6 1,6 0,5',
    K: '0,0 0,6 | 4,0 0,4 | 1.5,2.5 4,6',
    L: '0,0 0,6 4,6',
    M: '0,6 0,0 2,3 4,0 4,6',
    N: '0,6 0,0 4,6 4,0',
    O,
    P: '0,6 0,0 3,0 4,1 4,2 3,3 0,3',
    Q: `${O} | 2.5,4.5 4,6`,
    R: '0,6 0,0 3,0 4,1 4,2 3,3 0,3 | 2,3 4,6',
    S: '4,1 3,0 1,0 0,1 0,2 1,3 3,3 4,4 4,5 3,6 1,6 0,5',
    T: '0,0 4,0 | 2,0 2,6',
    U: '0,0 0,5 1,6 3,6 4,5 4,0',
    V: '0,0 2,6 4,0',
    W: '0,0 1,6 2,3 3,6 4,0',
    X: '0,0 4,6 | 4,0 0,6',
    Y: '0,0 2,3 4,0 | 2,3 2,6',
    Z: '0,0 4,0 0,6 4,6',
    '0': O,
    '1': '1,1 2,0 2,6 | 1,6 3,6',
    '2': '0,1 1,0 3,0 4,1 4,2 0,6 4,6',
    '3': '0,1 1,0 3,0 4,1 4,2 3,3 4,4 4,5 3,6 1,6 0,5 | 1.5,3 3,3',
    '4': '3,6 3,0 0,4 4,4',
    '5': '4,0 0,0 0,3 3,3 4,4 4,5 3,6 0,6',
    '6': '4,1 3,0 1,0 0,1 0,5 1,6 3,6 4,5 4,4 3,3 0,3',
    '7': '0,0 4,0 1.5,6',
    '8': '1,3 0,2 0,1 1,0 3,0 4,1 4,2 3,3 1,3 0,4 0,5 1,6 3,6 4,5 4,4 3,3',
    '9': '0,5 1,6 3,6 4,5 4,1 3,0 1,0 0,1 0,2 1,3 4,3',
  }).map(([char, drawing]) => [char, strokes(drawing)]),
);

/** Points around a circle (an arc from `from` to `to` degrees, 0 at three o'clock). */
function arc(cx: number, cy: number, radius: number, from = 0, to = 360, steps = 24): Polyline {
  return Array.from({ length: steps + 1 }, (_, index) => {
    const angle = ((from + ((to - from) * index) / steps) * Math.PI) / 180;
    return [cx + radius * Math.cos(angle), cy + radius * Math.sin(angle)] as const;
  });
}

/** A five-pointed star's outline. */
function star(): Polyline {
  return Array.from({ length: 11 }, (_, index) => {
    const angle = ((index * 36 - 90) * Math.PI) / 180;
    const radius = index % 2 === 0 ? 4.8 : 2;
    return [5 + radius * Math.cos(angle), 5.3 + radius * Math.sin(angle)] as const;
  });
}

/** Icons on a 10 × 10 grid. */
export const ICONS = {
  headphones: [
    arc(5, 6, 4, 180, 360, 16),
    ...strokes('0.4,5.6 2.4,5.6 2.4,9.2 0.4,9.2 0.4,5.6 | 7.6,5.6 9.6,5.6 9.6,9.2 7.6,9.2 7.6,5.6'),
  ],
  plane: strokes('5,0.6 5,9.2 | 0.6,6 5,3.6 9.4,6 | 3,9.4 5,8.2 7,9.4'),
  cup: strokes(
    '1.2,4.2 7.4,4.2 7.4,7.4 6,9 2.6,9 1.2,7.4 1.2,4.2 | 7.4,5 9,5 9,7 7.2,7.6 |' +
      '3.2,0.8 3.8,1.8 3.2,2.8 | 5.4,0.8 6,1.8 5.4,2.8',
  ),
  leaf: strokes('1.6,8.4 1.8,5 3.8,2.4 8.8,1.2 8.2,5.2 5.8,7.8 1.6,8.4 | 0.6,9.4 6.6,3.4'),
  star: [star()],
  gift: strokes(
    '1.6,4.6 8.4,4.6 8.4,9.4 1.6,9.4 1.6,4.6 | 0.8,3 9.2,3 9.2,4.6 0.8,4.6 0.8,3 | 5,3 5,9.4 |' +
      '5,3 3,0.8 2.2,2.2 5,3 | 5,3 7,0.8 7.8,2.2 5,3',
  ),
  question: strokes('2.6,3 2.6,2 4,0.6 6,0.6 7.4,2 7.4,3.4 5,5.2 5,6.8 | 5,9'),
  /** Without its hands: see watchHands. */
  watch: [
    arc(5, 5, 3.1, 0, 360, 16),
    ...strokes(
      '3.4,0.2 3.6,2.1 | 6.6,0.2 6.4,2.1 | 3.4,9.8 3.6,7.9 | 6.6,9.8 6.4,7.9 | 8.1,5 8.7,5',
    ),
  ],
  ticket: strokes(
    '0.6,2.6 9.4,2.6 9.4,4.2 8.6,5 9.4,5.8 9.4,7.4 0.6,7.4 0.6,5.8 1.4,5 0.6,4.2 0.6,2.6 |' +
      '6.6,3.4 6.6,4.2 | 6.6,5.6 6.6,6.6',
  ),
} satisfies Record<string, readonly Polyline[]>;

export type IconName = keyof typeof ICONS;

/** A watch's hands at `hour`:`minute`, on the icons' grid (each sample watch shows its own time). */
export function watchHands(hour: number, minute: number): Polyline[] {
  const hand = (turns: number, length: number): Polyline => {
    const angle = turns * 2 * Math.PI - Math.PI / 2;
    return [
      [5, 5],
      [5 + length * Math.cos(angle), 5 + length * Math.sin(angle)],
    ];
  };
  return [hand((hour % 12) / 12 + minute / 720, 1.5), hand(minute / 60, 2.3)];
}
