import { expect, test } from 'vitest';
import { eventually, openJourney, signUpThroughApi, useBrowser } from './harness.ts';
import {
  apiFor,
  FAKE_PLAYLISTS,
  failEmbedOf,
  fakePlayer,
  importThroughApi,
  nextProgressSave,
  type PlanVideo,
  seedFakePlayer,
  snap,
  YT_STATE,
} from './support/plans.ts';
import { closeToasts } from './support/social.ts';

/**
 * The player, in a real browser with the fake YouTube player: watch a
 * plan video, leave and come back to resume where it stopped, mark it complete, change the speed,
 * the auto-play countdown at the natural end (and Cancel), picture-in-picture, an unembeddable
 * video, and a plan finished video by video. The dashboard shows the plan and Continue Learning
 * after watching.
 */

const browser = useBrowser();

test('watch, leave, resume, complete, speed, auto-play, picture-in-picture, unavailable, plan completed', async () => {
  const journey = await openJourney(browser(), { storage: { cookieConsent: 'accepted' } });
  const { context, page, axe } = journey;
  context.setDefaultTimeout(15_000);

  // ── A learner with the 5-video playlist 'Learn Git in Five Lessons' imported (through the API) ──
  await signUpThroughApi(context, { firstName: 'Grace', lastName: 'Hopper' });
  const plan = await importThroughApi(apiFor(context), FAKE_PLAYLISTS.short);
  expect(plan.title).toBe('Learn Git in Five Lessons');
  expect(plan.videos).toHaveLength(5);
  // The fake player plays each video for its stored length, so the player and the server agree.
  await seedFakePlayer(context, Object.fromEntries(plan.videos.map((v) => [v.video.youtubeId, v.video.durationSeconds ?? 300])));
  const [first, second, third] = plan.videos as [PlanVideo, PlanVideo, PlanVideo, ...PlanVideo[]];
  expect(first.video.durationSeconds).toBeGreaterThan(600); // 120 s is well before the 95% completion
  const fake = fakePlayer(page);
  const sidebar = page.getByRole('list', { name: 'Videos in this plan' });
  const sidebarItem = (v: PlanVideo) => sidebar.getByRole('listitem').filter({ hasText: v.video.title });
  const status = page.getByTestId('video-status');

  async function playerReady(v: PlanVideo) {
    await page.getByRole('heading', { level: 1, name: v.video.title }).waitFor();
    await page.getByRole('img', { name: 'Video player' }).waitFor();
    await expect.poll(() => page.getByRole('button', { name: 'Save Progress' }).isEnabled(), { timeout: 10_000 }).toBe(true);
    await sidebar.waitFor();
  }

  // ── The player, opened from the plan: nothing watched yet ─────────────────────────────────────
  await page.goto(`/video/${first.video.youtubeId}?plan=${plan.planSlug}`);
  await playerReady(first);
  expect(await sidebar.getByRole('listitem').count()).toBe(5);
  expect(await status.textContent()).toBe('Not Started');
  expect(await sidebarItem(first).getByRole('link').getAttribute('aria-current')).toBe('page');
  expect(await page.getByRole('link', { name: plan.title, exact: true }).getAttribute('href')).toBe(`/plan/${plan.planSlug}`); // the sidebar's title
  expect(await page.getByRole('link', { name: 'Back' }).getAttribute('href')).toBe(`/plan/${plan.planSlug}`);
  await snap(journey, 'player-01-not-started');
  await axe();

  // ── Play, jump to 2:00, pause: the pause saves 120 s ──────────────────────────────────────────
  await fake.play();
  await eventually(async () => expect((await fake.players())[0]?.state).toBe(YT_STATE.PLAYING));
  await fake.seek(120);
  const paused = await nextProgressSave(page, () => fake.pause());
  expect(paused.currentTime).toBeGreaterThanOrEqual(120);
  expect(paused.currentTime).toBeLessThanOrEqual(122);
  expect(paused.isCompleted).toBe(false);
  await page.getByTestId('progress-time').filter({ hasText: /^2:0[0-2] \/ 43:57$/ }).waitFor();
  expect(await status.textContent()).toBe('In Progress');
  await sidebarItem(first).getByText('In Progress', { exact: true }).waitFor();
  await snap(journey, 'player-02-paused-at-2-00');

  // ── Leave for the dashboard: Continue Learning has the video, the plan card its progress ──────
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).click();
  await page.waitForURL('**/dashboard');
  await page.getByRole('heading', { level: 1, name: 'Welcome back, Grace!' }).waitFor();
  const resumeLink = page.getByRole('link', { name: first.video.title });
  await resumeLink.waitFor();
  expect(await resumeLink.getAttribute('href')).toBe(`/video/${first.video.youtubeId}?plan=${plan.planSlug}`);
  await resumeLink.getByText(`in ${plan.title}`).waitFor();
  const watched = Number(await resumeLink.getByRole('progressbar').getAttribute('aria-valuenow'));
  expect(watched).toBeGreaterThan(0);
  expect(watched).toBeLessThan(100);
  await page.getByRole('link', { name: plan.title, exact: true }).waitFor();
  await page.getByText('0 of 5 videos completed').waitFor();
  await closeToasts(page);
  await snap(journey, 'player-03-dashboard-continue-learning');
  await axe();

  // ── Come back through Continue Learning: the player starts at 2:00 ─────────────────────────────
  await resumeLink.click();
  await page.waitForURL(`**/video/${first.video.youtubeId}?plan=${plan.planSlug}`);
  await playerReady(first);
  const [resumed] = await fake.players();
  expect(resumed?.videoId).toBe(first.video.youtubeId);
  expect(resumed?.time).toBeGreaterThanOrEqual(120);
  expect(resumed?.time).toBeLessThanOrEqual(122);
  expect(resumed?.state).not.toBe(YT_STATE.PLAYING); // no auto-start when a person comes back
  await page.getByTestId('progress-time').filter({ hasText: /^2:0[0-2] \/ 43:57$/ }).waitFor();

  // ── Mark Complete: Completed here and 100% in the sidebar ─────────────────────────────────────
  const completed = await nextProgressSave(page, () => page.getByRole('button', { name: 'Mark Complete' }).click());
  expect(completed.isCompleted).toBe(true);
  await page.getByRole('button', { name: 'Completed', exact: true }).waitFor();
  expect(await page.getByRole('button', { name: 'Completed', exact: true }).isDisabled()).toBe(true);
  await page.getByText('Video marked as complete').waitFor();
  expect(await status.textContent()).toBe('Completed');
  expect(await page.getByRole('progressbar', { name: 'Video progress' }).getAttribute('aria-valuenow')).toBe('100');
  await sidebarItem(first).getByText('Completed', { exact: true }).waitFor();
  expect(await sidebarItem(first).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
  await page.getByText('1 of 5 completed').waitFor();

  // ── Speed 1.5x: the select follows what the player reports ─────────────────────────────────────
  const speed = page.getByLabel('Playback speed');
  await speed.selectOption('1.5');
  await expect.poll(async () => (await fake.players())[0]?.rate, { timeout: 5_000 }).toBe(1.5);
  expect(await speed.inputValue()).toBe('1.5');
  expect(await speed.locator('option:checked').textContent()).toBe('1.5x');
  await closeToasts(page);
  await snap(journey, 'player-04-completed-speed-1-5');

  // ── The natural end: 'Up next in 5…' with the next title; Cancel stops it ──────────────────────
  expect(await page.getByRole('switch', { name: 'Auto-play next video' }).getAttribute('aria-checked')).toBe('true');
  await fake.end();
  const countdown = page.getByRole('status').filter({ hasText: /Up next in [1-5]…/ });
  await countdown.waitFor();
  const shownAt = Date.now();
  await countdown.getByText(second.video.title).waitFor();
  await snap(journey, 'player-05-up-next', { fullPage: false });
  await page.getByRole('button', { name: 'Cancel', exact: true }).click();
  await countdown.waitFor({ state: 'detached' });
  // Past the 5 s the countdown would have run: still on the same video.
  await page.waitForTimeout(Math.max(0, shownAt + 5_600 - Date.now()));
  expect(new URL(page.url()).pathname).toBe(`/video/${first.video.youtubeId}`);
  expect(await page.getByText(/Up next in/).count()).toBe(0);

  // ── Picture-in-picture: a 320 px mini player takes over, the main one pauses; Expand resumes ───
  await fake.play();
  await eventually(async () => expect((await fake.players())[0]?.state).toBe(YT_STATE.PLAYING));
  await page.getByRole('button', { name: 'Picture-in-Picture' }).click();
  const mini = page.getByRole('region', { name: 'Mini player' });
  await mini.waitFor();
  expect((await mini.boundingBox())?.width).toBe(320);
  await eventually(async () => {
    const [main, small] = await fake.players();
    expect(main?.state).toBe(YT_STATE.PAUSED);
    expect(small?.state).toBe(YT_STATE.PLAYING);
    expect(small?.videoId).toBe(first.video.youtubeId);
  });
  expect(await page.getByRole('button', { name: 'Picture-in-Picture' }).getAttribute('aria-pressed')).toBe('true');
  await page.getByText('Playing in the mini player. Use Expand to bring it back here.').waitFor();
  await closeToasts(page);
  await snap(journey, 'player-06-picture-in-picture', { fullPage: false });
  await mini.getByRole('button', { name: 'Expand' }).click();
  await mini.waitFor({ state: 'detached' });
  await eventually(async () => {
    const players = await fake.players();
    expect(players).toHaveLength(1);
    expect(players[0]?.state).toBe(YT_STATE.PLAYING);
  });
  expect(await page.getByRole('button', { name: 'Picture-in-Picture' }).getAttribute('aria-pressed')).toBe('false');
  await fake.pause();

  // ── A video whose owner disabled embedding: 'Video Unavailable', Retry, Watch on YouTube ──────
  await failEmbedOf(context, third.video.youtubeId, 150);
  await page.goto(`/video/${third.videoId}?plan=${plan.planSlug}`);
  await page.getByRole('heading', { level: 1, name: third.video.title }).waitFor();
  const unavailable = page.getByRole('alert').filter({ has: page.getByRole('heading', { name: 'Video Unavailable' }) });
  await unavailable.waitFor();
  await unavailable.getByText('The owner does not allow this video to be played on other websites.').waitFor();
  const onYouTube = unavailable.getByRole('link', { name: /Watch on YouTube/ });
  expect(await onYouTube.getAttribute('href')).toBe(`https://www.youtube.com/watch?v=${third.video.youtubeId}`);
  expect(await onYouTube.getAttribute('target')).toBe('_blank');
  expect(await page.getByRole('button', { name: 'Picture-in-Picture' }).isDisabled()).toBe(true);
  expect(await speed.isDisabled()).toBe(true);
  await closeToasts(page);
  await snap(journey, 'player-07-video-unavailable');
  await axe();
  // The owner allows it again: Retry makes a new player.
  await fake.clearFailure(third.video.youtubeId);
  await unavailable.getByRole('button', { name: 'Retry' }).click();
  await page.getByRole('img', { name: 'Video player' }).waitFor();
  await unavailable.waitFor({ state: 'detached' });

  // ── Every video of the plan completed: this one, then the others from the sidebar ─────────────
  for (const v of [third, ...plan.videos.filter((e) => e !== first && e !== third)]) {
    if (v !== third) {
      await sidebarItem(v).getByRole('link').click();
      await page.waitForURL(`**/video/${v.videoId}?plan=${plan.planSlug}`);
    }
    await page.getByRole('heading', { level: 1, name: v.video.title }).waitFor();
    await page.getByRole('button', { name: 'Mark Complete' }).click();
    await page.getByRole('button', { name: 'Completed', exact: true }).waitFor();
    await sidebarItem(v).getByText('Completed', { exact: true }).waitFor();
  }
  await page.getByText('5 of 5 completed').waitFor();
  const done = page.locator('[data-sonner-toast]').filter({ hasText: 'Playlist Completed' });
  await done.waitFor();
  await done.getByText(`${plan.title}: Completed!`).waitFor();
  await snap(journey, 'player-08-playlist-completed', { fullPage: false });

  await page.getByRole('link', { name: 'Back' }).click();
  await page.waitForURL(`**/plan/${plan.planSlug}`);
  await page.getByRole('heading', { level: 1, name: plan.title }).waitFor();
  await page.getByText('Completed!', { exact: true }).waitFor();
  expect(await page.getByRole('progressbar', { name: 'Plan progress' }).getAttribute('aria-valuenow')).toBe('100');
  await page.getByText('5 completed', { exact: true }).waitFor();
  expect(await page.getByRole('link', { name: /^Watch Again: / }).count()).toBe(5);
  await closeToasts(page);
  await snap(journey, 'player-09-plan-completed');
  await axe();

  await journey.finish();
});
