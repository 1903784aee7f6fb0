/**
 * A small raster for the sample pictures made at seeding time: a gradient and
 * round-capped strokes with anti-aliased edges, written as a PNG. No image library is a
 * dependency of the server, and these two shapes need none. A stroke drawing is made
 * once as a mask and painted onto every picture that shows it: seeding stays quick.
 */
import { encodePng, type Rgb } from './sample-files';

export type Point = readonly [number, number];
/** Connected points, drawn as one stroke. */
export type Polyline = readonly Point[];

const clamp01 = (value: number) => (value < 0 ? 0 : value > 1 ? 1 : value);

/**
 * How much of each pixel a drawing covers (0..1), over the box of pixels from (left, top):
 * made once, it can be painted onto many pictures.
 */
export interface Mask {
  left: number;
  top: number;
  width: number;
  height: number;
  coverage: Float32Array;
}

/** The coverage of round-capped, round-joined strokes `width` wide (overlaps counted once). */
export function strokeMask(lines: readonly Polyline[], width: number): Mask {
  const half = width / 2;
  const segments: [Point, Point][] = lines.flatMap((line) =>
    line.length === 1
      ? [[line[0], line[0]] as [Point, Point]]
      : line.slice(1).map((to, index) => [line[index], to] as [Point, Point]),
  );
  const xs = segments.flatMap(([a, b]) => [a[0], b[0]]);
  const ys = segments.flatMap(([a, b]) => [a[1], b[1]]);
  const left = Math.floor(Math.min(...xs) - half - 1);
  const top = Math.floor(Math.min(...ys) - half - 1);
  const maskWidth = Math.ceil(Math.max(...xs) + half + 1) - left;
  const maskHeight = Math.ceil(Math.max(...ys) + half + 1) - top;
  const coverage = new Float32Array(maskWidth * maskHeight);
  // Each segment marks the pixels near it; the strongest mark wins, so joints don't darken.
  for (const [a, b] of segments) {
    const dx = b[0] - a[0];
    const dy = b[1] - a[1];
    const lengthSquared = dx * dx + dy * dy || 1;
    const x0 = Math.floor(Math.min(a[0], b[0]) - half - 1) - left;
    const x1 = Math.ceil(Math.max(a[0], b[0]) + half + 1) - left;
    const y0 = Math.floor(Math.min(a[1], b[1]) - half - 1) - top;
    const y1 = Math.ceil(Math.max(a[1], b[1]) + half + 1) - top;
    for (let y = y0; y < y1; y += 1) {
      const py = top + y + 0.5 - a[1];
      for (let x = x0; x < x1; x += 1) {
        const px = left + x + 0.5 - a[0];
        const t = clamp01((px * dx + py * dy) / lengthSquared);
        const ex = px - t * dx;
        const ey = py - t * dy;
        const covered = clamp01(half - Math.sqrt(ex * ex + ey * ey) + 0.5);
        const at = y * maskWidth + x;
        if (covered > coverage[at]) coverage[at] = covered;
      }
    }
  }
  return { left, top, width: maskWidth, height: maskHeight, coverage };
}

/** An RGB colour from hue (degrees), saturation and lightness (0..1). */
export function hsl(hue: number, saturation: number, lightness: number): Rgb {
  const chroma = (1 - Math.abs(2 * lightness - 1)) * saturation;
  const h = (((hue % 360) + 360) % 360) / 60;
  const second = chroma * (1 - Math.abs((h % 2) - 1));
  const [r, g, b] =
    h < 1
      ? [chroma, second, 0]
      : h < 2
        ? [second, chroma, 0]
        : h < 3
          ? [0, chroma, second]
          : h < 4
            ? [0, second, chroma]
            : h < 5
              ? [second, 0, chroma]
              : [chroma, 0, second];
  const m = lightness - chroma / 2;
  return [r, g, b].map((channel) => Math.round((channel + m) * 255)) as unknown as Rgb;
}

export class Raster {
  private readonly rgb: Uint8Array;

  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    this.rgb = new Uint8Array(width * height * 3);
  }

  /** Fills the whole picture, `from` at the top left to `to` at the bottom right. */
  gradient(from: Rgb, to: Rgb): void {
    const { width, height, rgb } = this;
    // Every pixel on a diagonal (x + y) has one colour: one row of them, copied per row.
    const diagonals = new Uint8Array((width + height) * 3);
    const span = width + height - 2 || 1;
    for (let step = 0; step < width + height; step += 1) {
      for (let channel = 0; channel < 3; channel += 1) {
        diagonals[step * 3 + channel] =
          from[channel] + ((to[channel] - from[channel]) * step) / span;
      }
    }
    for (let y = 0; y < height; y += 1) {
      rgb.set(diagonals.subarray(y * 3, (y + width) * 3), y * width * 3);
    }
  }

  /** Round-capped, round-joined strokes `width` wide, overlaps counted once. */
  strokes(lines: readonly Polyline[], width: number, colour: Rgb, alpha: number): void {
    this.paint(strokeMask(lines, width), 0, 0, colour, alpha);
  }

  /** `colour` at `alpha` through `mask`, moved by whole pixels (dx, dy). */
  paint(mask: Mask, dx: number, dy: number, colour: Rgb, alpha: number): void {
    for (let y = 0; y < mask.height; y += 1) {
      const row = mask.top + dy + y;
      if (row < 0 || row >= this.height) continue;
      for (let x = 0; x < mask.width; x += 1) {
        const column = mask.left + dx + x;
        if (column < 0 || column >= this.width) continue;
        this.blend(
          (row * this.width + column) * 3,
          colour,
          alpha * mask.coverage[y * mask.width + x],
        );
      }
    }
  }

  png(): Buffer {
    return encodePng(this.width, this.height, this.rgb);
  }

  /** Mixes `colour` into the pixel at byte `at` by `weight` (0: unchanged, 1: replaced). */
  private blend(at: number, colour: Rgb, weight: number): void {
    if (weight <= 0) return;
    const rgb = this.rgb;
    rgb[at] += (colour[0] - rgb[at]) * weight;
    rgb[at + 1] += (colour[1] - rgb[at + 1]) * weight;
    rgb[at + 2] += (colour[2] - rgb[at + 2]) * weight;
  }
}
