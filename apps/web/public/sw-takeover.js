// A page an older build's service worker controlled reloads once a new build's worker takes it over
// (skipWaiting and clientsClaim in vite.config.ts): the new worker has dropped the old build's files
// from the precache, so the old screens could no longer load their lazy chunks. The first worker, which
// takes the page that installed it, reloads nothing: that page had no controller when it started.
// A file of its own because the Content-Security-Policy allows no inline script.
if ('serviceWorker' in navigator && navigator.serviceWorker.controller) {
  navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), {
    once: true,
  });
}
