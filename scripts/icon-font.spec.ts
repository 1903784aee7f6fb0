import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { subsetIconFont } from '../web/build/icon-font';

// In Node's own environment: the WebAssembly subsetter refuses jsdom's byte arrays.
const ICON_FONT = { fontFolder: join(__dirname, '../node_modules/bootstrap-icons/font') };

describe("the web build's cut-down icon font", () => {
  let cache: string;
  beforeEach(() => (cache = mkdtempSync(join(tmpdir(), 'icon-font-'))));
  afterEach(() => rmSync(cache, { recursive: true, force: true }));

  it('is a WOFF2 font of the glyphs asked for, written once per glyph list', async () => {
    const file = await subsetIconFont(ICON_FONT, ['house', 'gear', 'bell'], cache);
    const font = readFileSync(file);
    expect(font.subarray(0, 4).toString('latin1')).toBe('wOF2');
    // Three glyphs weigh about a kilobyte; the whole font is about 131 KB.
    expect(font.length).toBeLessThan(4_000);
    const written = statSync(file).mtimeMs;
    expect(await subsetIconFont(ICON_FONT, ['house', 'gear', 'bell'], cache)).toBe(file);
    expect(statSync(file).mtimeMs).toBe(written);
    const fewer = await subsetIconFont(ICON_FONT, ['house'], cache);
    expect(fewer).not.toBe(file);
    expect(readFileSync(fewer).length).toBeLessThan(font.length);
  });

  it('refuses a name that is no bootstrap-icons glyph', async () => {
    await expect(subsetIconFont(ICON_FONT, ['no-such-glyph'], cache)).rejects.toThrow(
      'bootstrap-icons has no glyph "no-such-glyph"',
    );
  });
});
