/**
 * One submission at a time: a double click fires the second submit before React has re-rendered the
 * button as disabled, so a pending flag in state is not enough. The guard is a ref, set synchronously.
 */
import { useCallback, useEffect, useRef } from 'react';

export function useSingleFlight() {
  const busy = useRef(false);
  return useCallback(
    <A extends unknown[]>(fn: (...args: A) => Promise<unknown> | unknown) =>
      async (...args: A): Promise<void> => {
        if (busy.current) {
          // a refused form submit must still not reach the browser's default (a page load)
          (args[0] as { preventDefault?: () => void } | undefined)?.preventDefault?.();
          return;
        }
        busy.current = true;
        try {
          await fn(...args);
        } finally {
          busy.current = false;
        }
      },
    [],
  );
}

/**
 * For a button whose work the parent runs (a mutation shown through `busy`): the first press goes
 * through, presses before the parent reports busy are dropped, and the guard opens again once busy ends.
 */
export function useOncePerBusy(busy: boolean | undefined) {
  const fired = useRef(false);
  useEffect(() => {
    if (!busy) fired.current = false;
  }, [busy]);
  return useCallback(
    (fn: () => void) => () => {
      if (fired.current) return;
      fired.current = true;
      fn();
    },
    [],
  );
}
