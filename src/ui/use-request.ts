import { useCallback, useEffect, useState } from 'preact/hooks';
import { errorClause } from './text';

export type Loaded<T> = { kind: 'loading' } | { kind: 'done'; value: T } | { kind: 'failed'; message: string };

/** Runs `load` on mount (and when `deps` change) and keeps its outcome; `reload` runs it again. */
export function useRequest<T>(load: () => Promise<T>, deps: unknown[]): [Loaded<T>, () => void, (v: T) => void] {
  const [state, setState] = useState<Loaded<T>>({ kind: 'loading' });
  const [round, setRound] = useState(0);
  useEffect(() => {
    let live = true;
    load().then(
      (value) => live && setState({ kind: 'done', value }),
      (err: unknown) => live && setState({ kind: 'failed', message: errorClause(err) }),
    );
    // A popup closes at any moment; drop answers that arrive after it is gone or superseded.
    return () => {
      live = false;
    };
  }, [...deps, round]); // the caller names the dependencies of `load`
  const reload = useCallback(() => setRound((r) => r + 1), []);
  const set = useCallback((value: T) => setState({ kind: 'done', value }), []);
  return [state, reload, set];
}
