/**
 * A tiny bus between code outside React (the http client) and the app: toasts to show and the
 * "sign-in needed" signal. The toast provider and the auth provider subscribe.
 */
export type ToastKind = 'success' | 'error' | 'warning' | 'info';
export interface ToastRequest {
  kind: ToastKind;
  message: string;
  duration?: number;
  /** a button beside the text (e.g. go to the transaction of a block alert); the toast closes after it */
  action?: { label: string; run: () => void };
}

type Handler<T> = (value: T) => void;

function channel<T>() {
  const handlers = new Set<Handler<T>>();
  return {
    emit(value: T) {
      for (const h of [...handlers]) h(value);
    },
    on(handler: Handler<T>): () => void {
      handlers.add(handler);
      return () => handlers.delete(handler);
    },
  };
}

export const toastBus = channel<ToastRequest>();
/** a request was refused with 401: the session was cleared and the login modal should open */
export const unauthorizedBus = channel<void>();
