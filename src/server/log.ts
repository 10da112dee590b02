// Structured logs: one JSON object per line. Callers pass fields explicitly; nothing logs a request
// body, a key or a password (the request logger records method, path, status and duration only).
export interface Logger {
  info(msg: string, fields?: Record<string, unknown>): void;
  warn(msg: string, fields?: Record<string, unknown>): void;
  error(msg: string, fields?: Record<string, unknown>): void;
}

export function createJsonLogger(write: (line: string) => void = (line) => process.stdout.write(line)): Logger {
  const emit = (level: string, msg: string, fields?: Record<string, unknown>) =>
    write(`${JSON.stringify({ time: new Date().toISOString(), level, msg, ...fields })}\n`);
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
