/**
 * Toasts (spec part 1 §4): success, error, warning, info; auto-dismiss after 5000 ms by default;
 * closable. useToast() works anywhere (it posts to the toast bus); <ToastViewport/> shows them.
 * An error toast whose text is already shown is not shown twice: its time starts again (a 429 is
 * toasted by the http client and often by the form that made the request too).
 */
import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useT } from '../i18n';
import { toastBus, type ToastKind, type ToastRequest } from '../lib/notify';
import { topLayer } from '../lib/top-layer';

export const TOAST_DURATION_MS = 5000;

export interface ToastApi {
  success(message: string, duration?: number): void;
  error(message: string, duration?: number): void;
  warning(message: string, duration?: number): void;
  info(message: string, duration?: number): void;
}

const post = (kind: ToastKind) => (message: string, duration?: number) => toastBus.emit({ kind, message, duration });

/** the same object everywhere: safe in effect dependencies */
export const toast: ToastApi = { success: post('success'), error: post('error'), warning: post('warning'), info: post('info') };

export function useToast(): ToastApi {
  return toast;
}

interface Shown extends ToastRequest {
  id: number;
}

export function ToastViewport() {
  const t = useT();
  const [items, setItems] = useState<Shown[]>([]);
  /** the list as last set, read by the bus handler (outside React's render) */
  const shown = useRef<Shown[]>([]);
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());
  const nextId = useRef(1);

  useEffect(() => {
    const pending = timers.current;
    const expire = (id: number, duration: number | undefined) => {
      clearTimeout(pending.get(id));
      pending.set(
        id,
        setTimeout(() => {
          pending.delete(id);
          shown.current = shown.current.filter((x) => x.id !== id);
          setItems(shown.current);
        }, duration ?? TOAST_DURATION_MS),
      );
    };
    const off = toastBus.on((req) => {
      const same = req.kind === 'error' && !req.action ? shown.current.find((x) => x.kind === 'error' && !x.action && x.message === req.message) : undefined;
      if (same) return expire(same.id, req.duration);
      const id = nextId.current++;
      shown.current = [...shown.current, { ...req, id }];
      setItems(shown.current);
      expire(id, req.duration);
    });
    return () => {
      off();
      for (const timer of pending.values()) clearTimeout(timer);
      pending.clear();
    };
  }, []);

  // above an open modal, toasts live inside it (the top layer); otherwise in the page
  const [layer, setLayer] = useState<HTMLElement | null>(() => topLayer.current());
  useEffect(() => topLayer.subscribe(setLayer), []);

  const close = (id: number) => {
    clearTimeout(timers.current.get(id));
    timers.current.delete(id);
    shown.current = shown.current.filter((x) => x.id !== id);
    setItems(shown.current);
  };

  const region = (
    <div className="toasts" aria-live="polite">
      {items.map((item) => (
        <div key={item.id} className={`toast toast-${item.kind}`} role={item.kind === 'error' ? 'alert' : 'status'} data-kind={item.kind}>
          <span className="toast-text">{item.message}</span>
          {item.action && (
            <button
              type="button"
              className="toast-action"
              onClick={() => {
                item.action!.run();
                close(item.id);
              }}
            >
              {item.action.label}
            </button>
          )}
          <button type="button" className="toast-close" aria-label={t('common.close')} onClick={() => close(item.id)}>
            ×
          </button>
        </div>
      ))}
    </div>
  );
  return layer ? createPortal(region, layer) : region;
}
