import fs from 'node:fs';

// Through `fs`'s callback functions, looked up at each call, so tests can spy on them.
export function fsOpen(path: string, flags: string): Promise<number> {
  return new Promise((resolve, reject) =>
    fs.open(path, flags, (error, fd) => (error ? reject(error) : resolve(fd))),
  );
}

export function fsSync(fd: number): Promise<void> {
  return new Promise((resolve, reject) =>
    fs.fsync(fd, (error) => (error ? reject(error) : resolve())),
  );
}

export function fsClose(fd: number): Promise<void> {
  return new Promise((resolve, reject) =>
    fs.close(fd, (error) => (error ? reject(error) : resolve())),
  );
}

export function fsTruncate(fd: number, length: number): Promise<void> {
  return new Promise((resolve, reject) =>
    fs.ftruncate(fd, length, (error) => (error ? reject(error) : resolve())),
  );
}

export function fsWrite(
  fd: number,
  buffer: Buffer,
  offset: number,
  length: number,
): Promise<number> {
  return new Promise((resolve, reject) =>
    fs.write(fd, buffer, offset, length, null, (error, written) =>
      error ? reject(error) : resolve(written),
    ),
  );
}

/** The bytes an unprivileged process may still write on the file system holding `path`. */
export function fsAvailableBytes(path: string): Promise<number> {
  return new Promise((resolve, reject) =>
    fs.statfs(path, (error, stats) =>
      error ? reject(error) : resolve(stats.bavail * stats.bsize),
    ),
  );
}
