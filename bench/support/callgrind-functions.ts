import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

/** One piece of V8's generated code: where it starts, how long it is, which function. */
interface CodeRange {
  start: number;
  end: number;
  name: string;
}

/**
 * The code ranges of a V8 perf map (`node --perf-basic-prof` writes `/tmp/perf-<pid>.map`,
 * a line `<start hex> <size hex> <name>` for each piece of code it generates), by start.
 */
function readPerfMap(file: string): CodeRange[] {
  const ranges: CodeRange[] = [];
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const match = /^([0-9a-f]+) ([0-9a-f]+) (.*)$/.exec(line);
    if (!match) continue;
    const start = Number.parseInt(match[1], 16);
    ranges.push({ start, end: start + Number.parseInt(match[2], 16), name: match[3] });
  }
  return ranges.sort((a, b) => a.start - b.start);
}

/** The function whose code holds `address`: the last range that starts at or before it. */
function nameAt(ranges: CodeRange[], address: number): string | undefined {
  let low = 0;
  let high = ranges.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    if (ranges[middle].start <= address) low = middle + 1;
    else high = middle - 1;
  }
  const range = ranges[high];
  return range && address < range.end ? range.name : undefined;
}

/**
 * The instructions of a callgrind dump by function, each function's own (callees left
 * out). callgrind knows V8's generated code by address only (`???:0x…`); the perf map
 * names it (`JS:*handle /path/file.js:12:3`, `*` when optimized).
 */
export function selfCountsByFunction(dump: string, perfMap: string): Map<string, number> {
  const ranges = readPerfMap(perfMap);
  const annotated = execFileSync(
    'callgrind_annotate',
    ['--inclusive=no', '--threshold=100', dump],
    { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 },
  );
  const counts = new Map<string, number>();
  for (const [, digits, where] of annotated.matchAll(/^\s*([\d,]+) \([ \d.]+%\)\s+(.+)$/gm)) {
    if (where.includes('PROGRAM TOTALS')) continue;
    const generated = /^\?\?\?:0x([0-9a-f]+)/.exec(where);
    const name = generated
      ? (nameAt(ranges, Number.parseInt(generated[1], 16)) ?? 'generated code, unnamed')
      : where.replace(/'\d+/g, '').replace(/ \[[^\]]*\]$/, '');
    counts.set(name, (counts.get(name) ?? 0) + Number(digits.replaceAll(',', '')));
  }
  return counts;
}
