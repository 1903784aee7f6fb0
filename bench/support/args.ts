/** The benchmarks' command-line options: `--name value`. */

/** The value after `name` (`--pairs`), or undefined when the option is not given. */
export function argOf(name: string): string | undefined {
  const at = process.argv.indexOf(name);
  return at > 0 ? process.argv[at + 1] : undefined;
}

/** The number after `name`, or `fallback` when the option is not given. */
export function numberArg(name: string, fallback: number): number {
  const value = argOf(name);
  return value === undefined ? fallback : Number(value);
}
