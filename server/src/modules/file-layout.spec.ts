import { readdirSync } from 'node:fs';
import { sep } from 'node:path';

/** Every file under server/src/modules, relative to it, with forward slashes. */
const files = readdirSync(__dirname, { recursive: true, encoding: 'utf8' }).map((file) =>
  file.split(sep).join('/'),
);

/** One place for each kind of file, so a reader finds it where the others are. */
describe('the modules’ file layout', () => {
  it('keeps every DTO file in a dto/ folder of its area', () => {
    const dtoFiles = files.filter((file) => file.endsWith('.dto.ts'));

    expect(dtoFiles.length).toBeGreaterThan(30);
    expect(dtoFiles.filter((file) => file.split('/').at(-2) !== 'dto')).toEqual([]);
  });

  it('names every repository file <thing>.repository.ts', () => {
    const repositoryFiles = files.filter((file) => /\.repositor/.test(file));

    expect(repositoryFiles.length).toBeGreaterThan(25);
    expect(repositoryFiles.filter((file) => !/\.repository(\.spec)?\.ts$/.test(file))).toEqual([]);
  });
});
