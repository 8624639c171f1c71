/**
 * The open modal dialogs, oldest first. Things that must stay visible above a modal (toasts) render
 * into the topmost one, since a modal <dialog> sits in the browser's top layer above the rest of the page.
 */
type Listener = (top: HTMLElement | null) => void;

const stack: HTMLElement[] = [];
const listeners = new Set<Listener>();
const emit = () => listeners.forEach((l) => l(stack[stack.length - 1] ?? null));

export const topLayer = {
  push(el: HTMLElement) {
    stack.push(el);
    emit();
  },
  remove(el: HTMLElement) {
    const i = stack.indexOf(el);
    if (i >= 0) stack.splice(i, 1);
    emit();
  },
  current: (): HTMLElement | null => stack[stack.length - 1] ?? null,
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
