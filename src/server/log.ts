// Structured logs: one JSON object per line. Callers pass fields explicitly; nothing logs a request
// body, a key or a password (the request logger records method, path, status and duration only).
// Every request writes a line, so a line is cheap: the fixed head is concatenated rather than spread into
// a new object, and stdout gets the lines of one event-loop turn in a single write (see batchedStdout).
export interface Logger {
  info(msg: string, fields?: Record<string, unknown>): void;
  warn(msg: string, fields?: Record<string, unknown>): void;
  error(msg: string, fields?: Record<string, unknown>): void;
}

/** Lines collected during one turn of the event loop and written to stdout together; flushed on exit too. */
function batchedStdout(): (line: string) => void {
  let pending: string[] = [];
  const flush = () => {
    if (pending.length === 0) return;
    const text = pending.join('');
    pending = [];
    process.stdout.write(text);
  };
  process.once('exit', flush);
  return (line) => {
    if (pending.push(line) === 1) setImmediate(flush);
  };
}

export function createJsonLogger(write: (line: string) => void = batchedStdout()): Logger {
  const emit = (level: string, msg: string, fields?: Record<string, unknown>) => {
    // Same object as { time, level, msg, ...fields }: a field named like the head wins as a later key.
    const rest = fields === undefined ? '}' : JSON.stringify(fields);
    const tail = rest === '}' || rest === '{}' ? '}' : `,${rest.slice(1)}`;
    write(`{"time":"${new Date().toISOString()}","level":"${level}","msg":${JSON.stringify(msg)}${tail}\n`);
  };
  return {
    info: (msg, fields) => emit('info', msg, fields),
    warn: (msg, fields) => emit('warn', msg, fields),
    error: (msg, fields) => emit('error', msg, fields),
  };
}

/** Collects lines in memory: tests read every line the service wrote. */
export function createMemoryLogger(): Logger & { lines: string[] } {
  const lines: string[] = [];
  return Object.assign(createJsonLogger((line) => lines.push(line)), { lines });
}

export const silentLogger: Logger = { info: () => {}, warn: () => {}, error: () => {} };
