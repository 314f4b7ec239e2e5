// Mounts react-toastify's container once the library has loaded (see lib/notify.ts).
import { useEffect, useState } from 'react';
import { onToastsLoaded, type ToastModule, toastContainerProps } from '../lib/notify';

/** The app's single toast container, rendered as soon as react-toastify is available. */
export function ToastHost() {
  const [module, setModule] = useState<ToastModule | null>(null);
  useEffect(() => onToastsLoaded(setModule), []);
  if (!module) return null;
  const { ToastContainer } = module;
  return <ToastContainer {...toastContainerProps} />;
}
