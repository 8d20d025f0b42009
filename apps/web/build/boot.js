/* The boot script (build/route-preloads.ts fills in the chunk lists): asks who is signed in while
   the app's scripts download, and preloads the chunks of the page this address shows. */
(() => {
  const paths = /*PATHS*/[];
  const signedInHome = /*SIGNED_IN_HOME*/[];
  const preload = (files) => {
    for (const href of files) {
      if (document.querySelector(`link[href="${href}"]`)) continue;
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    }
  };
  const where = window.location.pathname;
  const routeFiles = paths.filter(([pattern]) => new RegExp(pattern).test(where)).flatMap(([, files]) => files);
  // landing.html, the prerendered landing page (build/prerender.ts), lists the app's scripts here
  // instead of loading them with the page: they start right after the first paint.
  const app = document.querySelector('meta[name="learnstack-app"]');
  if (app) {
    const [entry, ...chunks] = app.getAttribute('content').split(' ');
    let started = false;
    const startApp = () => {
      if (started) return;
      started = true;
      preload([...chunks, ...routeFiles]);
      const script = document.createElement('script');
      script.type = 'module';
      script.crossOrigin = '';
      script.src = entry;
      document.head.appendChild(script);
    };
    requestAnimationFrame(() => setTimeout(startApp, 0));
    // A tab opened in the background paints no frame: start anyway.
    setTimeout(startApp, 500);
  } else {
    preload(routeFiles);
  }
  // The body, null when signed out, undefined when unsure (the app then asks again). The body is
  // always read: an unread reply stays open in the browser, and the page never goes network-idle.
  window.__learnstackUser = fetch('/api/auth/user', { credentials: 'same-origin', headers: { 'X-Background-Request': '1' } })
    .then((res) => res.json().then((body) => (res.ok ? body : res.status === 401 ? null : undefined)))
    .catch(() => undefined);
  if (where === '/') window.__learnstackUser.then((user) => user && preload(signedInHome));
})();
