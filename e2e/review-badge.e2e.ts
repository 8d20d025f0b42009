import { expect, test } from 'vitest';
import { openJourney, signUpThroughApi, useBrowser } from './harness.ts';
import { apiFor, FULL_STACK } from './support/plans.ts';

/**
 * The Review link's due count arrives after the page's first paint (decision 0016): it must not move
 * anything when it does (issue 25: it shifted its neighbours in the mobile bar and the top bar, a
 * layout shift on every signed-in page). With a due card, once the badge shows, the boxes of every
 * link of both bars and of their labels are compared with the badge taken out of the page; they
 * must be the same, at a phone's width and a desktop's. The link's accessible name still starts
 * with its visible text.
 */

const browser = useBrowser();

/** The boxes of the navigation's links and of their labels' text, rounded to a pixel. */
function navBoxes(): string[] {
  const boxes: string[] = [];
  for (const link of document.querySelectorAll('nav[aria-label="Main"] a, nav[aria-label="Mobile"] a')) {
    const r = link.getBoundingClientRect();
    if (r.width === 0) continue;
    const range = document.createRange();
    const label = [...link.childNodes].flatMap((n) => (n.nodeType === Node.TEXT_NODE ? [n] : [...n.childNodes].filter((c) => c.nodeType === Node.TEXT_NODE)))[0];
    let text = '';
    if (label) {
      range.selectNode(label);
      const t = range.getBoundingClientRect();
      text = ` text ${Math.round(t.x)},${Math.round(t.y)}`;
    }
    boxes.push(`${link.textContent?.trim()}: ${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}x${Math.round(r.height)}${text}`);
  }
  return boxes;
}

test('the review due count does not move the navigation when it appears', async () => {
  const journey = await openJourney(browser(), { storage: { cookieConsent: 'accepted' } });
  const { context, page } = journey;
  context.setDefaultTimeout(15_000);
  try {
    await signUpThroughApi(context, { firstName: 'Bea', lastName: 'Badge' });
    const api = apiFor(context);
    const source = FULL_STACK(2);
    const saved = await api.post<{ id: number }>('/api/videos', { youtubeId: source.id, title: source.title, duration: 600 });
    expect(saved.status).toBe(200);
    // A new card is due at once.
    expect((await api.post(`/api/videos/${saved.body.id}/notes`, { atSeconds: 30, text: 'Why the cache is keyed by version', makeCard: true })).status).toBe(201);

    for (const viewport of [
      { width: 390, height: 844 },
      { width: 1280, height: 860 },
    ]) {
      await page.setViewportSize(viewport);
      await page.goto('/dashboard');
      const nav = page.getByRole('navigation', { name: viewport.width < 1024 ? 'Mobile' : 'Main' });
      const review = nav.getByRole('link', { name: /^Review/ });
      await review.getByTestId('review-due-count').waitFor();
      await expect.poll(() => review.getAttribute('aria-label').then((label) => label ?? review.textContent())).toMatch(/^Review\s*1 due$/);
      const withBadge = await page.evaluate(navBoxes);
      await journey.shot(`review-badge-${viewport.width}`, { fullPage: false });
      await page.addStyleTag({ content: '[data-testid="review-due-count"] { display: none !important; }' });
      const withoutBadge = await page.evaluate(navBoxes);
      expect(withBadge.length).toBeGreaterThan(3);
      expect(withBadge).toEqual(withoutBadge);
    }
  } finally {
    await journey.finish();
  }
});
