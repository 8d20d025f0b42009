import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { type Journey, openJourney, signUpThroughApi, useBrowser, wakeLandingPage } from './harness.ts';

/**
 * The application shell: every page renders without console errors, without the error
 * boundary, and passes axe (WCAG A/AA, serious and critical) in all six themes and in dark mode;
 * the cookie banner, the mobile bottom bar and the clean-up of corrupt local storage.
 */

const browser = useBrowser();

interface Mode {
  name: string;
  theme: string;
  dark: boolean;
  /** Pages to screenshot in this mode besides landing and dashboard (shot in every mode). */
  shoot: 'all' | string[];
  /** Only these pages (default: every page). */
  pages?: string[];
}

/** The pages with the widest range of components: hero, cards, forms, accordion, links, empty state. */
const SAMPLE = ['landing', 'login', 'signup', 'faq', 'not-found', 'dashboard', 'help-signed-in'];

/**
 * The six themes, then dark mode (a separate flag) on each of the four modern palettes: every page
 * in the six themes and in modern-purple dark, a sample in the other three dark palettes.
 */
const MODES: Mode[] = [
  { name: 'light', theme: 'light', dark: false, shoot: 'all' },
  { name: 'dark', theme: 'dark', dark: true, shoot: 'all' },
  { name: 'modern-blue', theme: 'modern-blue', dark: false, shoot: [] },
  { name: 'modern-purple', theme: 'modern-purple', dark: false, shoot: [] },
  { name: 'modern-green', theme: 'modern-green', dark: false, shoot: [] },
  { name: 'modern-orange', theme: 'modern-orange', dark: false, shoot: [] },
  { name: 'modern-purple-dark', theme: 'modern-purple', dark: true, shoot: ['faq', 'signup', 'not-found'] },
  { name: 'modern-blue-dark', theme: 'modern-blue', dark: true, shoot: [], pages: SAMPLE },
  { name: 'modern-green-dark', theme: 'modern-green', dark: true, shoot: [], pages: SAMPLE },
  { name: 'modern-orange-dark', theme: 'modern-orange', dark: true, shoot: [], pages: SAMPLE },
];

const shootIn = (mode: Mode, id: string) => mode.shoot === 'all' || mode.shoot.includes(id) || id === 'landing' || id === 'dashboard';

/** The axe rules whose outcome depends on the palette. */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

const themeStorage = (mode: Pick<Mode, 'theme' | 'dark'>) => ({ 'ui-theme': mode.theme, theme: mode.theme, isDark: String(mode.dark) });

const TOPICS = ['JavaScript', 'Python', 'React', 'Data Science', 'Machine Learning', 'Web Development', 'UI/UX Design', 'DevOps'];

interface PageCase {
  /** Screenshot name part. */
  id: string;
  path: string;
  /** The page's h1. */
  heading: string;
  /** Further checks once the heading shows. */
  check?: (page: Page) => Promise<void>;
}

async function expectText(page: Page, text: string | RegExp) {
  await page.getByText(text).first().waitFor();
}

async function checkNotFound(page: Page) {
  const topics = page.getByRole('region', { name: 'Popular topics' }).getByRole('link');
  expect(await topics.allTextContents()).toEqual(TOPICS);
  const hrefs = await topics.evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  expect(hrefs).toEqual(TOPICS.map((t) => `/explore?search=${encodeURIComponent(t)}`));
  for (const name of ['Go Home', 'Explore Plans', 'My Learning Plans', 'Community Library']) await page.getByRole('link', { name }).waitFor();
  await page.getByRole('button', { name: 'Go Back' }).waitFor();
}

const SIGNED_OUT: PageCase[] = [
  {
    id: 'landing',
    path: '/',
    heading: 'Learn Smarter, Not Harder!',
    check: async (page) => {
      await page.getByRole('link', { name: 'Get Started for Free' }).first().waitFor();
    },
  },
  { id: 'login', path: '/login', heading: 'Welcome back', check: (p) => p.getByRole('link', { name: 'Forgot your password?' }).waitFor() },
  { id: 'signup', path: '/signup', heading: 'Create your account', check: (p) => p.getByTestId('security-check').locator('label', { hasText: /What is \d+/ }).waitFor() },
  { id: 'forgot-password', path: '/forgot-password', heading: 'Forgot your password?' },
  { id: 'reset-password-no-token', path: '/reset-password', heading: 'Reset link not valid', check: (p) => expectText(p, 'No reset token provided') },
  {
    id: 'reset-password-bad-token',
    path: '/reset-password?token=not-a-real-token-0123456789',
    heading: 'Reset link not valid',
    check: async (p) => {
      await expectText(p, 'Invalid or expired reset token');
      await p.getByRole('link', { name: 'Request New Reset Link' }).waitFor();
    },
  },
  { id: 'about', path: '/about', heading: 'About Learnstack' },
  { id: 'legal', path: '/legal', heading: 'Legal Disclaimer' },
  { id: 'privacy-policy', path: '/privacy-policy', heading: 'Privacy Policy' },
  { id: 'terms-of-service', path: '/terms-of-service', heading: 'Terms of Service' },
  { id: 'cookie-policy', path: '/cookie-policy', heading: 'Cookie Policy' },
  { id: 'security', path: '/security', heading: 'Security at Learnstack' },
  { id: 'faq', path: '/faq', heading: 'Frequently Asked Questions' },
  {
    id: 'help-signed-out',
    path: '/help',
    heading: 'Help Center',
    check: async (p) => {
      await expectText(p, 'Please sign in to access the help center');
      expect(await p.getByRole('link', { name: 'Sign In to Continue' }).getAttribute('href')).toBe('/login');
    },
  },
  { id: 'not-found', path: '/this-page-does-not-exist', heading: 'Page Not Found', check: checkNotFound },
];

const SIGNED_IN: PageCase[] = [
  {
    id: 'dashboard',
    path: '/dashboard',
    heading: 'Welcome back, Test!',
    check: (p) => p.getByRole('heading', { name: 'No interests chosen yet' }).waitFor(),
  },
  {
    id: 'help-signed-in',
    path: '/help',
    heading: 'How to get the most out of Learnstack',
    check: async (p) => {
      expect(await p.getByRole('link', { name: 'Back to Dashboard' }).getAttribute('href')).toBe('/dashboard');
      expect(await p.getByRole('main').locator('a[href="/faq"]').count()).toBeGreaterThan(0);
    },
  },
  { id: 'not-found-signed-in', path: '/no-such-page/at-all', heading: 'Page Not Found', check: checkNotFound },
];


/**
 * Moves to `path` inside the app, as a link click does (pushState, then the router reads the
 * address). A full load costs ~1 s here (Playwright turns the HTTP cache off in a context with
 * request routing, so each load fetches the whole bundle again); the server's answer for every
 * address is checked once, below.
 */
async function navigateInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/**
 * Switches the theme the way another tab does: the three storage keys, then a storage event,
 * which the ThemeProvider answers by reading them again (its state, <html> and the toaster follow).
 */
async function switchTheme(page: Page, mode: Mode) {
  const html = await page.evaluate((m) => {
    localStorage.setItem('ui-theme', m.theme);
    localStorage.setItem('theme', m.theme);
    localStorage.setItem('isDark', String(m.dark));
    window.dispatchEvent(new StorageEvent('storage', { key: 'ui-theme' }));
    return { theme: document.documentElement.getAttribute('data-theme'), dark: document.documentElement.classList.contains('dark') };
  }, mode);
  expect(html, `<html> in ${mode.name}`).toEqual({ theme: mode.theme, dark: mode.dark });
}

/** Colour transitions would let axe measure a colour half-way between two themes. */
const NO_TRANSITIONS = '*, *::before, *::after { transition: none !important; animation-duration: 0s !important; animation-delay: 0s !important; }';

/** The top bar and the footer: the same on every page of a layout, so axe checks them on the layout's first page. */
const CHROME = ['header:not(main header)', 'footer:not(main footer)'];

/**
 * Opens one page, checks it (heading, no error boundary), runs every WCAG A/AA rule once, then
 * goes through the modes: the colour rules of axe in each, and the screenshots.
 */
async function checkPage(journey: Journey, pc: PageCase, how: { load: boolean; chrome: boolean }) {
  const { page } = journey;
  if (how.load) {
    await page.goto(pc.path);
    if (['/', '/login', '/signup'].includes(pc.path)) await wakeLandingPage(page);
    await page.addStyleTag({ content: NO_TRANSITIONS });
  } else {
    await navigateInApp(page, pc.path);
  }
  // Polled every frame: a locator's wait backs off to 500 ms between looks, which adds up here.
  await page.waitForFunction(
    (name) => [...document.querySelectorAll('h1')].some((h) => h.checkVisibility() && h.textContent?.trim() === name),
    pc.heading,
    { polling: 'raf' },
  );
  if (pc.check) await pc.check(page);
  expect(await page.getByText(/Something went wrong/).count(), `error boundary on ${pc.path}`).toBe(0);
  const exclude = how.chrome ? [] : CHROME;
  for (const mode of MODES) {
    if (mode.pages && !mode.pages.includes(pc.id)) continue;
    await switchTheme(page, mode);
    // The structure (names, roles, labels, landmarks) does not change with the theme: all rules
    // once in light, then the rules that depend on colours.
    await journey.axe({ rules: mode.name === 'light' ? undefined : COLOUR_RULES, exclude });
    if (shootIn(mode, pc.id)) await journey.shot(`shell-${pc.id}-${mode.name}`);
  }
  await switchTheme(page, MODES[0] as Mode);
}

/** The pages in three groups, one browser context each, two running side by side. */
const GROUPS = [
  { name: 'landing, account pages, about, legal', pages: SIGNED_OUT.slice(0, 8), signedIn: false },
  { name: 'policies, security, FAQ, help and not-found (signed out)', pages: SIGNED_OUT.slice(8), signedIn: false },
  { name: 'dashboard, help and not-found (signed in)', pages: SIGNED_IN, signedIn: true },
];

describe('every page of issue 2 in the six themes and in dark mode', () => {
  test('the page list covers every page of issue 2', () => {
    expect(GROUPS.flatMap((g) => g.pages.map((p) => p.id))).toEqual([...SIGNED_OUT, ...SIGNED_IN].map((p) => p.id));
  });

  for (const group of GROUPS) {
    test.concurrent(group.name, async () => {
      const first = group.pages[0]?.id;
      // The landing page is checked with the cookie banner up; the rest without it.
      const journey = await openJourney(browser(), { storage: first === 'landing' ? {} : { cookieConsent: 'accepted' } });
      if (group.signedIn) await signUpThroughApi(journey.context, { firstName: 'Test' });
      for (const [i, pc] of group.pages.entries()) {
        await checkPage(journey, pc, { load: i === 0, chrome: i === 0 });
        if (pc.id === 'landing') await journey.page.getByRole('region', { name: 'Cookie consent' }).getByRole('button', { name: 'Accept' }).click();
      }
      await journey.finish();
    });
  }

  test('a stored theme is on <html> when the document has loaded, in every mode', async () => {
    const journey = await openJourney(browser());
    const { page } = journey;
    await page.goto('/about');
    await page.getByRole('heading', { level: 1, name: 'About Learnstack' }).waitFor();
    for (const mode of MODES) {
      await page.evaluate((storage) => {
        for (const [k, v] of Object.entries(storage)) localStorage.setItem(k, v);
      }, themeStorage(mode));
      await page.reload({ waitUntil: 'domcontentloaded' });
      const html = await page.evaluate(() => ({
        theme: document.documentElement.getAttribute('data-theme'),
        dark: document.documentElement.classList.contains('dark'),
      }));
      expect(html, mode.name).toEqual({ theme: mode.theme, dark: mode.dark });
    }
    await page.getByRole('heading', { level: 1, name: 'About Learnstack' }).waitFor();
    await journey.finish();
  });

  test('the server answers every address of the app with the page shell, and /, /login and /signup to a visitor with the page already rendered', async () => {
    const journey = await openJourney(browser());
    const prerendered: Record<string, RegExp> = {
      '/': /<div id="root"><div[^>]*>.*<h1[^>]*>Learn Smarter, <span[^>]*>Not Harder!<\/span><\/h1>/s,
      '/login': /<div id="root"><div[^>]*>.*<h1[^>]*>Welcome back<\/h1>.*<input[^>]*name="email"/s,
      '/signup': /<div id="root"><div[^>]*>.*<h1[^>]*>Create your account<\/h1>.*<input[^>]*name="firstName"/s,
    };
    for (const pc of [...SIGNED_OUT, ...SIGNED_IN]) {
      const res = await journey.context.request.get(pc.path);
      expect(res.status(), pc.path).toBe(200);
      const body = await res.text();
      const page = prerendered[pc.path];
      if (page) {
        // build/prerender.ts: the page is in the HTML, and no script loads before the first paint.
        expect(body, pc.path).toMatch(page);
        expect(body, pc.path).not.toMatch(/<script type="module"|rel="modulepreload"/);
        expect(body, pc.path).toMatch(/<script defer src="\/assets\/boot-[^"]+\.js"><\/script>/);
        expect(body, pc.path).toContain('data-start="interaction"');
      } else {
        expect(body, pc.path).toContain('<div id="root"></div>');
      }
      expect(body, pc.path).toContain('<script src="/theme-init.js"></script>');
    }
    await journey.finish();
  });

  test('the prerendered landing page paints before any script, loads the app when the visitor moves, and becomes the live app without a flash', async () => {
    const journey = await openJourney(browser());
    const { page } = journey;
    // Scripts held back: what a visitor sees before the app's code arrives.
    await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
    await page.goto('/', { waitUntil: 'load' });
    await page.getByRole('heading', { level: 1, name: 'Learn Smarter, Not Harder!' }).waitFor();
    expect(await page.getByRole('link', { name: 'Sign Up' }).getAttribute('href')).toBe('/signup');
    journey.errors.length = 0; // the refused scripts
    await page.unroute(/\/assets\/.*\.js$/);
    // With its scripts the same page comes alive: the theme menu opens, links route in the app.
    await page.addInitScript(() => {
      const w = window as unknown as { spinnerSeen: boolean; prerenderedHeading: Element | null };
      w.spinnerSeen = false;
      document.addEventListener('DOMContentLoaded', () => {
        w.prerenderedHeading = document.querySelector('h1');
      });
      new MutationObserver(() => {
        const spinner = [...document.querySelectorAll('#root [role="status"]')].some((e) => /Loading/.test(e.textContent ?? ''));
        if (spinner || document.getElementById('root')?.childElementCount === 0) w.spinnerSeen = true;
      }).observe(document, { childList: true, subtree: true });
    });
    const appScripts: string[] = [];
    page.on('request', (req) => {
      if (/\/assets\/(?!boot-).*\.js$/.test(req.url())) appScripts.push(req.url());
    });
    await page.reload({ waitUntil: 'networkidle' });
    // Opening the page loads none of the app: it starts on the visitor's first interaction.
    expect(appScripts).toEqual([]);
    // A click on the theme button before the app has run is replayed once it has: the menu opens.
    await page.getByRole('button', { name: /Change theme/ }).click();
    await page.getByRole('menuitemradio', { name: /Modern Blue/ }).waitFor();
    expect(appScripts.length).toBeGreaterThan(0);
    // React's first commit replaced the prerendered nodes with its own.
    expect(await page.evaluate(() => document.querySelector('h1') !== (window as unknown as { prerenderedHeading: Element | null }).prerenderedHeading)).toBe(true);
    await page.keyboard.press('Escape');
    await page.getByRole('link', { name: 'Sign In' }).first().click();
    await page.getByRole('heading', { level: 1, name: /Welcome Back/i }).waitFor();
    expect(await page.evaluate(() => (window as unknown as { spinnerSeen: boolean }).spinnerSeen)).toBe(false);
    await journey.finish();
  });

  test('a visitor who fills in the prerendered sign-in form and presses Enter before the app has run is signed in with what they typed', async () => {
    const journey = await openJourney(browser(), { storage: { cookieConsent: 'accepted' } });
    const { page } = journey;
    const { email, password } = await signUpThroughApi(journey.context);
    await journey.context.clearCookies();
    // The app's entry held back until the form has been filled in and sent.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    const sent: string[] = [];
    page.on('request', (req) => {
      if (new URL(req.url()).pathname === '/login' && req.url().includes('?')) sent.push(req.url());
    });
    await page.goto('/login');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByLabel('Password', { exact: true }).press('Enter');
    // No native submission (it would put the password in the address).
    expect(page.url()).toMatch(/\/login$/);
    release();
    await page.waitForURL(/\/dashboard$/);
    await page.getByRole('heading', { level: 1, name: 'Welcome back, Test!' }).waitFor();
    expect(sent).toEqual([]);
    await journey.finish();
  });

  test('a keyboard visitor starts the landing page app by tabbing into it', async () => {
    const journey = await openJourney(browser());
    const { page } = journey;
    await page.goto('/', { waitUntil: 'networkidle' });
    await page.keyboard.press('Tab');
    await page.waitForFunction(() => (window as { __learnstackHandover?: unknown }).__learnstackHandover === undefined);
    await page.getByRole('region', { name: 'Cookie consent' }).waitFor();
    await journey.finish();
  });
});

describe('shell', () => {
  test('the cookie banner shows until Accept or Reject and stores cookieConsent', async () => {
    const journey = await openJourney(browser());
    const { page } = journey;
    const banner = page.getByRole('region', { name: 'Cookie consent' });
    const consent = () => page.evaluate(() => localStorage.getItem('cookieConsent'));

    await page.goto('/about');
    await banner.waitFor();
    expect(await consent()).toBeNull();
    // It stays across pages until answered.
    await page.getByRole('contentinfo').getByRole('link', { name: 'FAQ' }).click();
    await page.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' }).waitFor();
    expect(await banner.isVisible()).toBe(true);
    expect(await banner.getByRole('link', { name: 'Cookie Policy' }).getAttribute('href')).toBe('/cookie-policy');
    await banner.getByRole('button', { name: 'Reject' }).click();
    await banner.waitFor({ state: 'detached' });
    expect(await consent()).toBe('rejected');
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' }).waitFor();
    expect(await banner.count()).toBe(0);

    await page.evaluate(() => localStorage.removeItem('cookieConsent'));
    await page.reload();
    await banner.waitFor();
    await banner.getByRole('button', { name: 'Accept' }).click();
    await banner.waitFor({ state: 'detached' });
    expect(await consent()).toBe('accepted');
    await page.goto('/');
    await wakeLandingPage(page);
    await page.getByRole('heading', { level: 1, name: 'Learn Smarter, Not Harder!' }).waitFor();
    expect(await banner.count()).toBe(0);
    await journey.finish();
  });

  test('the prerendered landing page shows the cookie banner at first paint, its Accept and Reject work before the app has loaded, and the app then shows none', async () => {
    /** Whether the banner was drawn when the document had been parsed (before the app, and before any move). */
    const recordBannerAtParse = (page: Page) =>
      page.addInitScript(() => {
        document.addEventListener('DOMContentLoaded', () => {
          const banner = document.querySelector('[data-cookie-banner]');
          (window as unknown as { bannerAtParse: boolean | null }).bannerAtParse = banner ? banner.checkVisibility() : null;
        });
      });
    const bannerAtParse = (page: Page) => page.evaluate(() => (window as unknown as { bannerAtParse: boolean | null }).bannerAtParse);
    const consent = (page: Page) => page.evaluate(() => localStorage.getItem('cookieConsent'));
    const handedOver = (page: Page) => page.waitForFunction(() => (window as { __learnstackHandover?: unknown }).__learnstackHandover === undefined);

    for (const [button, stored] of [
      ['Reject', 'rejected'],
      ['Accept', 'accepted'],
    ] as const) {
      const journey = await openJourney(browser());
      const { page } = journey;
      const banner = page.getByRole('region', { name: 'Cookie consent' });
      await recordBannerAtParse(page);
      // The app's entry held back: the answer must not need it.
      let release = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
        await held;
        await route.continue();
      });
      const appScripts: string[] = [];
      page.on('request', (req) => {
        if (/\/assets\/(?!boot-).*\.js$/.test(req.url())) appScripts.push(req.url());
      });
      await page.goto('/', { waitUntil: 'networkidle' });
      // No mouse move yet: the banner is the prerendered one, drawn with the page, over it (fixed: it pushes nothing).
      expect(await bannerAtParse(page), button).toBe(true);
      await banner.waitFor();
      expect(appScripts, button).toEqual([]);
      expect(await banner.evaluate((e) => getComputedStyle(e).position)).toBe('fixed');
      await banner.getByRole('button', { name: button }).click();
      await banner.waitFor({ state: 'hidden' });
      expect(await consent(page), button).toBe(stored);
      // The app had not run: the boot script still holds the hand-over.
      expect(await page.evaluate(() => typeof (window as { __learnstackHandover?: unknown }).__learnstackHandover), button).toBe('function');
      release();
      await handedOver(page);
      // The live app read the answer: it renders no banner at all (not merely a hidden one).
      await page.getByRole('heading', { level: 1, name: 'Learn Smarter, Not Harder!' }).waitFor();
      expect(await page.locator('[data-cookie-banner]').count(), button).toBe(0);
      expect(await consent(page), button).toBe(stored);
      await page.goto('/login');
      await page.getByRole('heading', { level: 1, name: 'Welcome back' }).waitFor();
      await wakeLandingPage(page);
      expect(await page.locator('[data-cookie-banner]').count(), button).toBe(0);
      await journey.finish();
    }

    // A stored answer: the landing page never draws the banner, not even before the app runs.
    const journey = await openJourney(browser(), { storage: { cookieConsent: 'rejected' } });
    const { page } = journey;
    await recordBannerAtParse(page);
    await page.goto('/', { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1, name: 'Learn Smarter, Not Harder!' }).waitFor();
    expect(await bannerAtParse(page)).toBe(false);
    expect(await page.getByRole('region', { name: 'Cookie consent' }).count()).toBe(0);
    await wakeLandingPage(page);
    expect(await page.locator('[data-cookie-banner]').count()).toBe(0);
    await journey.finish();
  });

  test('a toast leaves the controls of the cookie banner usable (1280 and 390 px)', async () => {
    const covered: string[] = [];
    for (const viewport of [
      { width: 1280, height: 860 },
      { width: 390, height: 844 },
    ]) {
      const journey = await openJourney(browser(), { viewport });
      const { page } = journey;
      // A first visit that starts with a toast: the session-expired notice of the login page.
      await page.goto('/login?timeout=true');
      const banner = page.getByRole('region', { name: 'Cookie consent' });
      await banner.waitFor();
      await page.getByText('Your session expired after 30 minutes of inactivity. Please sign in again.').waitFor();
      await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
      const controls = { Accept: banner.getByRole('button', { name: 'Accept' }), Reject: banner.getByRole('button', { name: 'Reject' }), 'Cookie Policy link': banner.getByRole('link', { name: 'Cookie Policy' }) };
      for (const [name, control] of Object.entries(controls)) {
        const reachable = await control.evaluate((el) => {
          // A link that wraps has two line boxes; the centre of its bounding box can fall between them.
          const r = el.getClientRects()[0] ?? el.getBoundingClientRect();
          const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
          return hit !== null && el.contains(hit);
        });
        if (!reachable) covered.push(`${name} at ${viewport.width} px`);
      }
      await journey.shot(`shell-cookie-banner-with-toast-${viewport.width}`, { fullPage: false });
      await journey.finish();
    }
    expect(covered, 'cookie-banner controls under a toast').toEqual([]);
  });

  test('at 390 px the signed-in app has the bottom bar, the banner sits above it, and nothing overflows', async () => {
    const journey = await openJourney(browser(), { viewport: { width: 390, height: 844 } });
    const { page } = journey;
    const noHorizontalOverflow = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

    await page.goto('/');
    await page.getByRole('heading', { level: 1, name: 'Learn Smarter, Not Harder!' }).waitFor();
    expect(await page.getByRole('navigation', { name: 'Mobile' }).count()).toBe(0); // visitors have no bottom bar
    expect(await noHorizontalOverflow(), 'landing page wider than 390 px').toBe(true);
    await journey.shot('shell-390-landing');

    await signUpThroughApi(journey.context, { firstName: 'Test' });
    await page.goto('/dashboard');
    await page.getByRole('heading', { level: 1, name: 'Welcome back, Test!' }).waitFor();
    await page.getByRole('heading', { name: 'No interests chosen yet' }).waitFor();
    const bar = page.getByRole('navigation', { name: 'Mobile' });
    await bar.waitFor();
    expect(await bar.getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBe('page');
    expect(await page.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(false);
    expect(await noHorizontalOverflow(), 'dashboard wider than 390 px').toBe(true);

    const banner = page.getByRole('region', { name: 'Cookie consent' });
    await banner.waitFor();
    await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
    const barBox = await bar.boundingBox();
    const bannerBox = await banner.boundingBox();
    expect(barBox && bannerBox && bannerBox.y + bannerBox.height <= barBox.y, 'the cookie banner overlaps the bottom bar').toBe(true);
    await journey.axe();
    // What a phone shows: the banner and the bar are fixed, a full-page picture would misplace them.
    await journey.shot('shell-390-dashboard-with-banner', { fullPage: false });
    await banner.getByRole('button', { name: 'Accept' }).click();
    await banner.waitFor({ state: 'detached' });
    await journey.shot('shell-390-dashboard');
    // Scrolled to the end, the footer's last line must show above the fixed bar, not under it.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.waitForFunction(() => Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight);
    await journey.shot('shell-390-dashboard-scrolled-to-end', { fullPage: false });
    const footerBottom = await page.getByRole('contentinfo').evaluate((el) => el.getBoundingClientRect().bottom);
    const barTop = (await bar.boundingBox())?.y ?? 0;
    await journey.finish();
    expect(footerBottom, 'at the end of the page the footer still runs under the mobile bottom bar').toBeLessThanOrEqual(barTop + 1);
  });

  test('the API reference at /api/docs lists the operations with their summaries and filters them', async () => {
    const journey = await openJourney(browser());
    const { page } = journey;
    await page.goto('/api/docs');
    await page.getByRole('heading', { level: 1, name: 'Learnstack API reference' }).waitFor();
    const reorder = page.getByText('/api/learning-plans/{id}/reorder — Reorder the videos of a learning plan');
    await reorder.waitFor();
    const operations = page.locator('#ops details');
    expect(await operations.count()).toBeGreaterThan(90);
    await page.getByLabel('Filter').fill('reorder the videos');
    await expect.poll(() => operations.count()).toBe(1);
    await reorder.click();
    await page.getByText('"putLearningPlansByIdReorder"').waitFor();
    await journey.axe();
    await journey.finish();
  });

  test('corrupt local-storage values are removed on a route change, good ones kept', async () => {
    const journey = await openJourney(browser());
    const { page } = journey;
    await page.goto('/about');
    await page.getByRole('heading', { level: 1, name: 'About Learnstack' }).waitFor();
    await page.evaluate(() => {
      localStorage.setItem('corrupt-null', 'null');
      localStorage.setItem('corrupt-undefined', 'undefined');
      localStorage.setItem('corrupt-object', '{bad json');
      localStorage.setItem('corrupt-array', '[1, 2');
      localStorage.setItem('good-object', '{"ok":true}');
      localStorage.setItem('good-text', 'hello');
    });
    await page.getByRole('contentinfo').getByRole('link', { name: 'Security' }).click();
    await page.getByRole('heading', { level: 1, name: 'Security at Learnstack' }).waitFor();
    await expect.poll(() => page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('corrupt-')))).toEqual([]);
    const keys = await page.evaluate(() => Object.keys(localStorage));
    expect(keys).toEqual(expect.arrayContaining(['good-object', 'good-text', 'ui-theme', 'theme', 'isDark']));
    expect(await page.evaluate(() => localStorage.getItem('good-object'))).toBe('{"ok":true}');
    await journey.finish();
  });
});
