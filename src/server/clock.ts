// The clock is a dependency (DESIGN §6): tests pass a fake one to move through rate-limit windows.
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock the caller moves by hand. */
export function fakeClock(start = new Date('2025-01-15T10:00:00.000Z')): Clock & { advance(ms: number): void; set(d: Date): void } {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance: (ms) => {
      current += ms;
    },
    set: (d) => {
      current = d.getTime();
    },
  };
}
