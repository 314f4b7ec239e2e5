// Keeps the screen on while brew mode is open (Screen Wake Lock, where the browser has it): a phone at
// the kettle must not go dark between additions. The lock ends when the page is hidden; it is taken
// again when the page shows.
import { useEffect } from 'react';

/** Holds a screen wake lock while the calling screen is mounted. */
export function useWakeLock(): void {
  useEffect(() => {
    const wakeLock = (
      navigator as Navigator & {
        wakeLock?: { request(type: 'screen'): Promise<{ release(): Promise<void> }> };
      }
    ).wakeLock;
    if (!wakeLock) return;
    let lock: { release(): Promise<void> } | null = null;
    let live = true;
    const take = () => {
      if (document.visibilityState !== 'visible') return;
      wakeLock.request('screen').then(
        (taken) => {
          if (live) lock = taken;
          else void taken.release();
        },
        () => undefined, // refused (battery saver, no permission): the screen may dim, brew mode still works
      );
    };
    take();
    document.addEventListener('visibilitychange', take);
    return () => {
      live = false;
      document.removeEventListener('visibilitychange', take);
      void lock?.release();
    };
  }, []);
}
