import path from 'node:path';
import { compileString } from 'sass';

// WCAG 2 relative luminance and contrast ratio.
type Rgb = [number, number, number];

function luminance([r, g, b]: Rgb): number {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

function contrast(a: Rgb, b: Rgb): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

// Sass writes a colour as #rrggbb or, for a mix, as rgb() in percentages.
function parseColor(value: string): Rgb {
  const percentages = /^rgb\(([\d.]+)%, ([\d.]+)%, ([\d.]+)%\)$/.exec(value);
  if (percentages) return percentages.slice(1).map((p) => (Number(p) * 255) / 100) as Rgb;
  const digits = value.replace('#', '');
  const full = digits.length === 3 ? [...digits].map((d) => d + d).join('') : digits;
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as Rgb;
}

const mix = (a: Rgb, b: Rgb, t: number): Rgb => a.map((c, i) => c + (b[i] - c) * t) as Rgb;

const stylesDir = path.resolve(__dirname);
const css = compileString("@import 'bootstrap-config'; @import 'themes'; @import 'auth';", {
  loadPaths: [stylesDir, path.resolve(stylesDir, '../../../node_modules')],
  silenceDeprecations: ['import', 'global-builtin', 'color-functions', 'mixed-decls'],
  logger: { warn: () => undefined },
}).css;

const panels = [
  ...css.matchAll(
    /\.theme-([\w-]+) \{\s*--app-brand-panel-start: ([^;]+);\s*--app-brand-panel-end: ([^;]+);/g,
  ),
].map(([, theme, start, end]) => ({ theme, start: parseColor(start), end: parseColor(end) }));

const white: Rgb = [255, 255, 255];

describe("the sign-in pages' brand panel", () => {
  it('has its gradient for each of the six themes, whatever the scheme', () => {
    expect(panels.map((p) => p.theme).sort()).toEqual(
      ['amber', 'brand', 'default', 'purple', 'rose', 'teal'].sort(),
    );
  });

  it.each(panels)(
    'keeps white text at 4.5:1 or more on every point of $theme',
    ({ start, end }) => {
      for (let step = 0; step <= 20; step += 1) {
        expect(contrast(white, mix(start, end, step / 20))).toBeGreaterThanOrEqual(4.5);
      }
    },
  );

  it('paints from those stops with glows that only darken, and text at full opacity', () => {
    const aside = /\.auth-page__aside \{([^}]*)\}/.exec(css)?.[1] ?? '';
    expect(aside).toContain(
      'linear-gradient(135deg, var(--app-brand-panel-start), var(--app-brand-panel-end))',
    );
    expect(aside).toContain('color: #fff');
    expect(aside).not.toMatch(/rgba\(255, 255, 255/);
    const content = css.slice(css.indexOf('.auth-page__aside-content'));
    expect(content.slice(0, content.indexOf('.auth-page__highlights'))).not.toContain('opacity');
  });

  it('measures the old dark-scheme teal gradient as failing', () => {
    expect(contrast(white, parseColor('#2dd4bf'))).toBeLessThan(4.5);
  });
});
