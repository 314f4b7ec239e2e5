// Mounts react-toastify's container once the library has loaded (see lib/notify.ts), top-right but
// below the page's headers, so a toast never covers Save, Cancel or the phone's Menu.
import { useEffect, useState } from 'react';
import { onToastsLoaded, type ToastModule, toastContainerProps } from '../lib/notify';
import { useHeaderClearance } from '../lib/use-header-clearance';

/** The app's single toast container, rendered as soon as react-toastify is available. */
export function ToastHost() {
  const [module, setModule] = useState<ToastModule | null>(null);
  const [top, measure] = useHeaderClearance();
  useEffect(() => onToastsLoaded(setModule), []);
  // A toast shows where the headers are now (a route change may have moved them since the last scroll).
  useEffect(() => module?.toast.onChange(measure), [module, measure]);
  if (!module) return null;
  const { ToastContainer } = module;
  return <ToastContainer {...toastContainerProps} style={{ top }} />;
}
