/* The boot script (build/route-preloads.ts fills in the chunk lists): asks who is signed in while
   the app's scripts download, and preloads the chunks of the page this address shows. */
(() => {
  const paths = /*PATHS*/[];
  const signedInHome = /*SIGNED_IN_HOME*/[];
  const reads = /*READS*/[];
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
  // The main read of the page this address shows, started now instead of once its code has run
  // (src/lib/api.ts takes the reply on the app's first request for that path, or as the query's
  // initial data when it has come before the page's first render).
  window.__learnstackEarly = {};
  for (const [pattern, template] of reads) {
    const match = new RegExp(pattern);
    if (!match.test(where)) continue;
    const path = where.replace(match, template);
    const read = {};
    read.reply = fetch(path, { credentials: 'same-origin', headers: { Accept: 'application/json' } })
      .then((res) => res.text().then((text) => ({ status: res.status, text })))
      .catch(() => undefined)
      .then((reply) => (read.settled = reply));
    window.__learnstackEarly[path] = read;
  }
  // A prerendered page (landing, login and signup: build/prerender.ts) lists the app's scripts here
  // instead of loading them with the page.
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
    if (app.dataset.start === 'paint') {
      // A prerendered form: the app is needed to send it, and starts right after the first paint
      // (or after 500 ms in a background tab, which paints no frame).
      requestAnimationFrame(() => setTimeout(startApp, 0));
      setTimeout(startApp, 500);
    } else {
      // The prerendered page reads without a script and its links work as plain links: the app
      // loads when the visitor first points, touches, scrolls or types, so merely opening the page
      // costs no JavaScript beyond this file (decision 0045).
      const intents = ['pointerover', 'pointerdown', 'touchstart', 'wheel', 'scroll', 'keydown', 'focusin'];
      const onIntent = () => {
        for (const type of intents) window.removeEventListener(type, onIntent, true);
        startApp();
      };
      for (const type of intents) window.addEventListener(type, onIntent, { capture: true, passive: true });
    }
    // Until the app has replaced the page, its buttons do nothing and its forms must not submit
    // natively (a GET would put the password in the address): hold submits, remember the last
    // button clicked (by its place among the page's buttons and its first word), and the app clicks
    // it again once it has rendered the same page with the values typed so far (start.tsx).
    let early;
    const firstWord = (element) => (element.getAttribute('aria-label') || element.textContent || '').trim().split(/\s+/)[0];
    const rememberClick = (event) => {
      const button = event.target instanceof Element ? event.target.closest('#root button') : null;
      // The cookie banner's answer is stored at once by theme-init.js, never replayed.
      if (!button || button.hasAttribute('data-cookie-choice')) return;
      const buttons = [...document.querySelectorAll('#root button')];
      early = { index: buttons.indexOf(button), word: firstWord(button) };
    };
    const holdSubmit = (event) => event.preventDefault();
    document.addEventListener('click', rememberClick, true);
    document.addEventListener('submit', holdSubmit, true);
    window.__learnstackHandover = (root) => {
      document.removeEventListener('click', rememberClick, true);
      document.removeEventListener('submit', holdSubmit, true);
      const button = early && root.querySelectorAll('button')[early.index];
      if (button && firstWord(button) === early.word) button.click();
      early = undefined;
    };
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
