// A PGlite folder can be opened by one process only (two would corrupt it). The server takes a lock
// file holding its PID; a second process finds the file, checks that PID is alive, and refuses with a
// message naming the folder and the holder. A file left by a dead process is taken over.
import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { join } from 'node:path';

export class DatabaseLockedError extends Error {
  constructor(
    readonly folder: string,
    readonly pid: number,
  ) {
    super(`Database folder ${folder} is in use by another process (PID ${pid}); stop it or use another --db folder.`);
    this.name = 'DatabaseLockedError';
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Takes the lock on `folder`; returns the release function. Throws DatabaseLockedError when held. */
export function lockFolder(folder: string): () => void {
  const file = join(folder, 'palisade.lock');
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        process.off('exit', release);
        try {
          if (readFileSync(file, 'utf8').trim() === String(process.pid)) unlinkSync(file);
        } catch {
          // already gone: nothing to release
        }
      };
      process.on('exit', release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const pid = Number.parseInt(readFileSync(file, 'utf8').trim(), 10);
      // Held by a live process, this one included (a second open in one process would corrupt it too).
      if (Number.isInteger(pid) && pid > 0 && (pid === process.pid || isAlive(pid))) throw new DatabaseLockedError(folder, pid);
      unlinkSync(file); // stale: its process is gone
    }
  }
  throw new Error(`Could not take the lock on ${folder}`);
}
