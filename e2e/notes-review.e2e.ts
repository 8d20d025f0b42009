import { createEmptyCard, fsrs, GenSeedStrategyWithCardId, Rating, StrategyMode } from 'ts-fsrs';
import { expect, test } from 'vitest';
import { eventually, openJourney, signUpThroughApi, useBrowser } from './harness.ts';
import { setAppClockOffset } from './support/clock.ts';
import { apiFor, FULL_STACK, fakePlayer, seedFakePlayer, snap, YT_STATE } from './support/plans.ts';
import { sql } from './support/social.ts';

/**
 * Notes that come back (issue 17), in a real browser with the fake YouTube player: two notes at two
 * moments of a video (one by the N key), a note's time seeks the player, one note marked 'Review
 * this'; the next day (the app's clock a day ahead) /review shows it due, Space reveals it, 3 grades
 * it Good, and the next due date is the one ts-fsrs gives from the same state; the same answer
 * posted again grades once. The player is driven by keyboard (Space, L, Shift+period, N) and the
 * '?' dialog lists the shortcuts.
 */

const browser = useBrowser();
const DAY_MS = 24 * 60 * 60_000;
const DURATION = 1200;

test('timestamped notes, a review card due the next day graded Good by FSRS, the keyboard-first player', async () => {
  const journey = await openJourney(browser(), { storage: { cookieConsent: 'accepted' } });
  const { context, page, axe } = journey;
  context.setDefaultTimeout(15_000);
  try {
    const { email } = await signUpThroughApi(context, { firstName: 'Ada', lastName: 'Lovelace' });
    const api = apiFor(context);
    const source = FULL_STACK(4);
    const saved = await api.post<{ id: number; title: string }>('/api/videos', { youtubeId: source.id, title: source.title, duration: DURATION });
    expect(saved.status).toBe(200);
    const video = saved.body;
    await seedFakePlayer(context, { [source.id]: DURATION });
    const fake = fakePlayer(page);
    const mainTime = async () => (await fake.players())[0]?.time ?? -1;

    await page.goto(`/video/${video.id}`);
    await page.getByRole('heading', { level: 1, name: video.title }).waitFor();
    await expect.poll(() => page.getByRole('button', { name: 'Save Progress' }).isEnabled(), { timeout: 10_000 }).toBe(true);
    const notes = page.getByRole('region', { name: 'Notes' });
    await notes.getByText('No notes yet.', { exact: false }).waitFor();

    // ── A note at 1:15, marked 'Review this' with the button's form ───────────────────────────────
    await fake.seek(75);
    await notes.getByRole('button', { name: 'Add note at 1:15' }).click();
    const first = notes.getByRole('textbox', { name: 'Note at 1:15' });
    await expect.poll(() => first.evaluate((el) => el === document.activeElement)).toBe(true);
    await first.fill('A closure keeps the scope it was made in');
    await notes.getByRole('checkbox', { name: 'Review this' }).check();
    await notes.getByRole('button', { name: 'Save note' }).click();
    await notes.getByText('A closure keeps the scope it was made in').waitFor();
    await notes.getByText('Review card').waitFor();

    // ── The keyboard: Space plays, L is 10 s on, Shift+period is faster, N is a new note (paused) ──
    await page.locator('body').click({ position: { x: 5, y: 5 } });
    await page.keyboard.press('Space');
    await eventually(async () => expect((await fake.players())[0]?.state).toBe(YT_STATE.PLAYING));
    const announcer = page.getByTestId('player-announcer');
    await eventually(async () => expect((await announcer.textContent())?.trim()).toBe('Playing'));
    await fake.seek(190);
    await page.keyboard.press('l');
    await eventually(async () => expect(await mainTime()).toBeGreaterThanOrEqual(200));
    await eventually(async () => expect((await announcer.textContent())?.trim()).toBe('Forward 10 seconds'));
    await page.keyboard.press('Shift+Period');
    await eventually(async () => expect((await fake.players())[0]?.rate).toBe(1.25));
    await eventually(async () => expect((await announcer.textContent())?.trim()).toBe('Speed 1.25x'));
    await fake.seek(200);
    await page.keyboard.press('n');
    await eventually(async () => expect((await fake.players())[0]?.state).toBe(YT_STATE.PAUSED));
    const second = notes.getByRole('textbox', { name: 'Note at 3:20' });
    await expect.poll(() => second.evaluate((el) => el === document.activeElement)).toBe(true);
    // Keys typed in the note are text, not shortcuts: 'l', 'k' and Space do not move the player.
    await page.keyboard.type('Hoisting: look back at this kl');
    expect((await fake.players())[0]?.state).toBe(YT_STATE.PAUSED);
    expect(await mainTime()).toBe(200);
    await page.keyboard.press('Control+Enter');
    await notes.getByText('Hoisting: look back at this kl').waitFor();
    const list = notes.getByRole('list', { name: 'Notes by time' });
    await expect.poll(() => list.getByRole('listitem').count()).toBe(2);
    expect(await list.getByRole('button', { name: /play from here$/ }).allTextContents()).toEqual(['1:15', '3:20']);
    await snap(journey, 'notes-01-player-with-notes');
    await axe();

    // ── Clicking a note's time seeks the player there ────────────────────────────────────────────
    await fake.seek(600);
    await list.getByRole('button', { name: '1:15 play from here' }).click();
    await eventually(async () => expect(await mainTime()).toBe(75));

    // ── '?' opens the shortcuts dialog ──────────────────────────────────────────────────────────
    await page.locator('body').click({ position: { x: 5, y: 5 } });
    await page.keyboard.press('Shift+Slash');
    const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await help.waitFor();
    await help.getByText('Next video of the plan').waitFor();
    await snap(journey, 'notes-02-shortcuts-dialog');
    await axe();
    await page.keyboard.press('Escape');
    await help.waitFor({ state: 'detached' });

    // ── The next day: /review shows the card due; Space reveals it, 3 grades it Good ────────────
    const [card] = await sql<{ id: number; created_at: Date }>(
      'select c.id, c.created_at from review_cards c join users u on u.id = c.user_id where u.email = $1',
      [email],
    );
    if (!card) throw new Error('no review card was made');
    await setAppClockOffset(DAY_MS);
    await page.goto('/review');
    await page.getByRole('heading', { level: 1, name: 'Review' }).waitFor();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Review 1 due' }).waitFor();
    await page.getByRole('heading', { level: 2, name: `${video.title} at 1:15` }).waitFor();
    expect(await page.getByTestId('review-back').count()).toBe(0);
    await snap(journey, 'notes-03-review-front');
    await page.keyboard.press('Space');
    await page.getByTestId('review-back').filter({ hasText: 'A closure keeps the scope it was made in' }).waitFor();
    for (const [label, interval] of [['Again', '1m'], ['Hard', '6m'], ['Good', '10m']]) {
      await page.getByRole('button', { name: `${label} ${interval}` }).waitFor();
    }
    await page.getByRole('button', { name: 'Play the moment' }).waitFor();
    await snap(journey, 'notes-04-review-answer');
    await axe();

    const [request, response] = await Promise.all([
      page.waitForRequest((r) => r.url().endsWith(`/api/review/${card.id}`) && r.method() === 'POST'),
      page.waitForResponse((r) => r.url().endsWith(`/api/review/${card.id}`) && r.request().method() === 'POST'),
      page.keyboard.press('3'),
    ]);
    expect(response.status()).toBe(200);
    const reply = (await response.json()) as { dueAt: string; reviewedAt: string; rating: number };
    expect(reply.rating).toBe(3);
    // The due date FSRS gives from the same state: a new card made at created_at, graded Good at reviewedAt.
    const scheduler = fsrs({ request_retention: 0.9, enable_fuzz: true }).useStrategy(StrategyMode.SEED, GenSeedStrategyWithCardId('card_id'));
    const start = { ...createEmptyCard(new Date(card.created_at)), card_id: card.id };
    const expected = scheduler.next(start, new Date(reply.reviewedAt), Rating.Good).card.due;
    expect(reply.dueAt).toBe(expected.toISOString());
    expect(Date.parse(reply.reviewedAt) - Date.now()).toBeGreaterThan(DAY_MS - 60_000);

    // The same answer posted again (a double click, a retry) grades once and answers the same.
    const again = await api.post<{ dueAt: string }>(`/api/review/${card.id}`, request.postDataJSON());
    expect(again.status).toBe(200);
    expect(again.body.dueAt).toBe(reply.dueAt);
    const logs = await sql<{ n: string }>('select count(*) as n from review_logs where card_id = $1', [card.id]);
    expect(Number(logs[0]?.n)).toBe(1);

    await page.getByRole('heading', { name: 'All done for today' }).waitFor();
    await page.getByText('The next card is due', { exact: false }).waitFor();
    await snap(journey, 'notes-05-all-done');
    await axe();

    // ── The Notes tab of the library lists both, newest first ───────────────────────────────────
    await page.goto('/library?tab=notes');
    const all = page.getByRole('list', { name: 'Your notes' });
    await all.waitFor();
    expect(await all.getByRole('listitem').count()).toBe(2);
    await expect.poll(async () => (await all.getByRole('listitem').first().textContent()) ?? '').toContain('Hoisting');
  } finally {
    await setAppClockOffset(0);
  }
  await journey.finish();
});
