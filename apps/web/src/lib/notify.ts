// Toasts (SPEC §8): success, error and info at top-right, closing after 3000 ms, closable by click,
// paused on hover, draggable; at most three at a time (more wait their turn). react-toastify is loaded on the first toast (or when the signed-in
// layout opens), not with the login screen; toasts raised before its container mounts are queued by
// react-toastify and shown as soon as it does.
import type { ToastContainerProps } from 'react-toastify/unstyled';

/** Toast auto-close delay (SPEC §9). */
export const TOAST_AUTO_CLOSE_MS = 3000;

/** Toasts shown at once; later ones queue until one closes. */
export const TOAST_LIMIT = 3;

/** Props for the single ToastContainer the app renders. */
export const toastContainerProps: ToastContainerProps = {
  position: 'top-right',
  autoClose: TOAST_AUTO_CLOSE_MS,
  closeOnClick: true,
  pauseOnHover: true,
  draggable: true,
  newestOnTop: true,
  limit: TOAST_LIMIT,
  theme: 'light',
};

/** The lazily loaded toast module (react-toastify, unstyled, with its style sheet). */
export type ToastModule = typeof import('./toast-module');

let loading: Promise<ToastModule> | undefined;
let loaded: ToastModule | undefined;
const loadListeners = new Set<(module: ToastModule) => void>();

/** Loads react-toastify once; ToastHost mounts the container when it arrives. */
export function loadToasts(): Promise<ToastModule> {
  loading ??= import('./toast-module').then((module) => {
    loaded = module;
    for (const listener of loadListeners) listener(module);
    return module;
  });
  return loading;
}

/** Calls `listener` when react-toastify is loaded (at once if it is); returns an unsubscribe. */
export function onToastsLoaded(listener: (module: ToastModule) => void): () => void {
  if (loaded) listener(loaded);
  loadListeners.add(listener);
  return () => loadListeners.delete(listener);
}

/** Runs `show` with react-toastify: at once when it is loaded, otherwise as soon as it is. */
function withToasts(show: (toast: ToastModule['toast']) => void): void {
  if (loaded) show(loaded.toast);
  else void loadToasts().then((module) => show(module.toast));
}

/** Shows a success toast. */
export function notifySuccess(message: string): void {
  withToasts((toast) => toast.success(message));
}

/** Shows an error toast. Identical messages shown at once collapse into one toast. */
export function notifyError(message: string): void {
  withToasts((toast) => toast.error(message, { toastId: `error:${message}` }));
}

/** Shows an info toast. */
export function notifyInfo(message: string): void {
  withToasts((toast) => toast.info(message, { toastId: `info:${message}` }));
}
