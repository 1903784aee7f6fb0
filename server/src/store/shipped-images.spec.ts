import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { IMAGES_DIR } from './seed/seed-files';
import { listShippedImages } from './shipped-images';

describe('listShippedImages', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'sample-images-'));
    await mkdir(join(dir, 'avatars'));
    await mkdir(join(dir, 'avatars', 'nested'));
    await mkdir(join(dir, '.hidden'));
    await writeFile(join(dir, 'avatars', 'a.svg'), '<svg/>');
    await writeFile(join(dir, 'avatars', 'b.PNG'), 'png');
    await writeFile(join(dir, 'avatars', 'notes.txt'), 'text');
    await writeFile(join(dir, 'avatars', '.secret.svg'), '<svg/>');
    await writeFile(join(dir, 'avatars', 'nested', 'deep.svg'), '<svg/>');
    await writeFile(join(dir, '.hidden', 'c.svg'), '<svg/>');
    await writeFile(join(dir, 'top.svg'), '<svg/>');
    // A link in the folder to a file beside it, outside the folder.
    const outside = `${dir}-outside.svg`;
    await writeFile(outside, '<svg/>');
    await symlink(outside, join(dir, 'avatars', 'link.svg'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
    await rm(`${dir}-outside.svg`, { force: true });
  });

  it('lists only image files one folder deep, with their types, never links or dot files', async () => {
    const images = listShippedImages(dir);
    expect([...images.keys()].sort()).toEqual(['avatars/a.svg', 'avatars/b.PNG']);
    const svg = images.get('avatars/a.svg');
    expect(svg?.contentType).toBe('image/svg+xml');
    const chunks: Buffer[] = [];
    for await (const chunk of svg!.open()) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).toString()).toBe('<svg/>');
    expect(images.get('avatars/b.PNG')?.contentType).toBe('image/png');
  });

  it('lists nothing for a folder that does not exist', () => {
    expect(listShippedImages(join(dir, 'missing')).size).toBe(0);
  });

  it('finds the avatars shipped in data/images', () => {
    const names = [...listShippedImages(IMAGES_DIR).keys()];
    expect(names).toEqual(expect.arrayContaining(['avatars/female-01.svg', 'avatars/male-06.svg']));
  });
});
