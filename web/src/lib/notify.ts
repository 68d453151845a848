/**
 * Toasts without paying for react-toastify up front: the public pages never toast, so the toast
 * library loads only when the first message is sent (see components/ui/app-toaster.tsx).
 */
export type ToastKind = 'success' | 'error' | 'info';
export interface ToastMessage {
  kind: ToastKind;
  text: string;
}

type Sink = (message: ToastMessage) => void;

let sink: Sink | null = null;
const queue: ToastMessage[] = [];
const listeners = new Set<() => void>();

export function notify(kind: ToastKind, text: string): void {
  if (sink) {
    sink({ kind, text });
    return;
  }
  queue.push({ kind, text });
  listeners.forEach((listener) => listener());
}

/** Called by the loaded toaster: receives queued messages, then every new one. */
export function attachToastSink(next: Sink): () => void {
  sink = next;
  queue.splice(0).forEach(next);
  return () => {
    if (sink === next) sink = null;
  };
}

export function subscribeToToastRequests(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function hasToastRequests(): boolean {
  return queue.length > 0 || sink !== null;
}
