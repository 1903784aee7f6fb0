/**
 * The sample's pictures (rewards, banners, products), made at seeding time as PNGs: a
 * gradient in the hue of the item's kind, the kind's icon in white and
 * the item's initials. Every look comes from the item's key, so each item has its own
 * picture and every seeding makes the same bytes.
 */
import { derivedId } from './derived-id';
import { hsl, type Mask, type Polyline, Raster, strokeMask } from './raster';
import { GLYPHS, ICONS, type IconName, watchHands } from './stroke-shapes';

export interface PictureSpec {
  /** What the picture shows (a record's id): its shade and details come from it. */
  key: string;
  width: number;
  height: number;
  /** The base hue, in degrees: the kind's colour. */
  hue: number;
  icon: IconName;
  /** Up to 3 letters or digits drawn in a corner; none when empty. */
  initials?: string;
}

/** A seeded generator of numbers in [0, 1) (mulberry32) from a text's FNV-1a hash. */
function randomFrom(key: string): () => number {
  let state = 0x811c9dc5;
  for (let index = 0; index < key.length; index += 1) {
    state = Math.imul(state ^ key.charCodeAt(index), 0x01000193);
  }
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/**
 * Up to two initials of a name (letters and digits, accents dropped, upper case), from
 * its capitalised words and numbers when it has some: "Weekend in Valle de Bravo" is WV.
 */
export function initialsOf(name: string): string {
  const words = name
    .normalize('NFD')
    .replace(/[^A-Za-z0-9\s]/g, '')
    .split(/\s+/)
    .filter(Boolean);
  const significant = words.filter((word) => /^[A-Z0-9]/.test(word));
  return (significant.length > 0 ? significant : words)
    .slice(0, 2)
    .map((word) => word[0].toUpperCase())
    .join('');
}

/** `lines` scaled from their grid by `scale`, then moved to (left, top). */
function placed(lines: readonly Polyline[], left: number, top: number, scale: number): Polyline[] {
  return lines.map((line) => line.map(([x, y]) => [left + x * scale, top + y * scale] as const));
}

const WHITE = [255, 255, 255] as const;

/** Stroke masks already made in this process, by drawing and size: most pictures share them. */
const masks = new Map<string, Mask>();

function maskOf(id: string, lines: readonly Polyline[], scale: number, width: number): Mask {
  const key = `${id}|${scale}|${width}`;
  let mask = masks.get(key);
  if (!mask) {
    mask = strokeMask(placed(lines, 0, 0, scale), width);
    masks.set(key, mask);
  }
  return mask;
}

function draw(spec: PictureSpec): Buffer {
  const { width, height } = spec;
  const random = randomFrom(spec.key);
  const raster = new Raster(width, height);
  const hue = spec.hue + (random() - 0.5) * 26;
  raster.gradient(hsl(hue, 0.6, 0.56 + random() * 0.06), hsl(hue - 25, 0.58, 0.33));
  const short = Math.min(width, height);
  // The icon, half the short side, in the middle (a little above it).
  const scale = Math.round(short * 0.05);
  const left = Math.round((width - 10 * scale) / 2);
  const top = Math.round((height - 10 * scale) / 2 - short * 0.03);
  const stroke = scale * 0.75;
  raster.paint(maskOf(spec.icon, ICONS[spec.icon], scale, stroke), left, top, WHITE, 0.95);
  if (spec.icon === 'watch') {
    const hands = watchHands(Math.floor(random() * 12), Math.floor(random() * 12) * 5);
    raster.strokes(placed(hands, left, top, scale), stroke, WHITE, 0.95);
  }
  // The initials in the bottom left corner, an eighth of the short side high.
  const initials = [...(spec.initials ?? '')].filter((char) => GLYPHS[char]).slice(0, 3);
  const letterScale = Math.round((short * 0.12) / 6);
  const margin = Math.round(short * 0.08);
  initials.forEach((char, index) => {
    const glyph = maskOf(`glyph:${char}`, GLYPHS[char], letterScale, letterScale * 1.1);
    const x = margin + index * 6 * letterScale;
    raster.paint(glyph, x, height - margin - 6 * letterScale, WHITE, 0.9);
  });
  return raster.png();
}

/**
 * The stored file name of the picture for `key`: an id made from the key, so a record
 * can point at its picture before it is drawn, and every seeding names it the same.
 */
export function pictureName(key: string): string {
  return `${derivedId(`picture:${key}`)}.png`;
}

/** Pictures already made in this process: the API tests seed many stores, each the same. */
const made = new Map<string, Buffer>();

/** The PNG for `spec` (the same bytes for the same spec). */
export function samplePicture(spec: PictureSpec): Buffer {
  const id = JSON.stringify([
    spec.key,
    spec.width,
    spec.height,
    spec.hue,
    spec.icon,
    spec.initials,
  ]);
  let picture = made.get(id);
  if (!picture) {
    picture = draw(spec);
    made.set(id, picture);
  }
  return picture;
}
