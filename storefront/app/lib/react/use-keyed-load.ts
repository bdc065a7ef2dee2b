import { useEffect, useEffectEvent, useState } from 'react';

export type KeyedLoad<T> = { kind: 'loading' } | { kind: 'loaded'; value: T } | { kind: 'failed'; error: unknown };

/**
 * One browser request per key (what is loaded: an order id, a language…; null: nothing yet),
 * aborted when the key changes, on `retry` or when the component goes. Until the answer for the
 * current key and attempt comes it is loading: an older answer never shows. The key must change
 * whenever `load` would ask for something else.
 */
export function useKeyedLoad<T>(key: string | null, load: (signal: AbortSignal) => Promise<T>): [KeyedLoad<T>, () => void] {
  const [attempt, setAttempt] = useState(0);
  const loadKey = key === null ? null : `${key}#${attempt}`;
  const [settled, setSettled] = useState<{ key: string; load: KeyedLoad<T> } | null>(null);
  const start = useEffectEvent((signal: AbortSignal) => load(signal));

  useEffect(() => {
    if (loadKey === null) return;
    const controller = new AbortController();
    start(controller.signal).then(
      (value) => {
        if (!controller.signal.aborted) setSettled({ key: loadKey, load: { kind: 'loaded', value } });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setSettled({ key: loadKey, load: { kind: 'failed', error } });
      },
    );
    return () => controller.abort();
  }, [loadKey]);

  const current: KeyedLoad<T> = settled !== null && settled.key === loadKey ? settled.load : { kind: 'loading' };
  return [current, () => setAttempt((count) => count + 1)];
}
