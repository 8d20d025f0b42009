import { completionTime, effectiveDuration } from '@learnstack/contracts/progress-rules';
import { describe, expect, it } from 'vitest';
import { parseVideoRef } from '../api/use-player-video.ts';
import { parseStartTime } from '../components/player-screen.tsx';
import { cleanupLocalProgress, LOCAL_PROGRESS_MAX_AGE_MS, readAutoplayPreference, readLocalProgress, writeAutoplayPreference, writeLocalProgress } from './local-progress.ts';
import { resumeTime, sidebarPercent, videoStatus, watchPercent } from './progress-rules.ts';

describe('progress rules', () => {
  it('completion saves the greatest of the time, 95% of the duration and 1', () => {
    expect(completionTime(50, 300)).toBe(285);
    expect(completionTime(299, 300)).toBe(299);
    expect(completionTime(0, 0)).toBe(1);
    expect(completionTime(0, 0.5)).toBe(1);
  });

  it('reckons with the player duration, else the stored one, else 180 s', () => {
    expect(effectiveDuration(200, 300)).toBe(200);
    expect(effectiveDuration(0, 300)).toBe(300);
    expect(effectiveDuration(0, null)).toBe(180);
  });

  it('sidebar bars: 0 not started, 5..95 on a 600 s scale, 100 completed', () => {
    expect(sidebarPercent(0, false)).toBe(0);
    expect(sidebarPercent(1, false)).toBe(5);
    expect(sidebarPercent(300, false)).toBe(50);
    expect(sidebarPercent(600, false)).toBe(95);
    expect(sidebarPercent(5000, false)).toBe(95);
    expect(sidebarPercent(10, true)).toBe(100);
  });

  it('status and box percent', () => {
    expect(videoStatus(0, false)).toBe('Not Started');
    expect(videoStatus(0.5, false)).toBe('In Progress');
    expect(videoStatus(0, true)).toBe('Completed');
    expect(watchPercent(150, 300, false)).toBe(50);
    expect(watchPercent(300, 300, false)).toBe(99);
    expect(watchPercent(1, 300, true)).toBe(100);
    expect(watchPercent(10, 0, false)).toBe(0);
  });

  it('resumes at the greatest of the saved times and the given one; a completed video at its end starts over', () => {
    expect(resumeTime([{ currentTime: 40, isCompleted: false }, { currentTime: 55, isCompleted: false }], 30, 300)).toBe(55);
    expect(resumeTime([{ currentTime: 40, isCompleted: false }, null], 100, 300)).toBe(100);
    expect(resumeTime([{ currentTime: 290, isCompleted: true }], null, 300)).toBe(0);
    expect(resumeTime([{ currentTime: 290, isCompleted: true }], 12, 300)).toBe(12);
    // A rewatch stopped half-way resumes there.
    expect(resumeTime([{ currentTime: 120, isCompleted: true }], null, 300)).toBe(120);
    expect(resumeTime([], null, null)).toBe(0);
  });
});

describe('local progress', () => {
  it('writes the time and the record, and reads them back', () => {
    writeLocalProgress({ videoId: 5, youtubeId: 'abcdefghijk', currentTime: 61.7, isCompleted: false }, 1_000);
    expect(window.localStorage.getItem('video_progress_abcdefghijk')).toBe('61');
    expect(JSON.parse(window.localStorage.getItem('video_meta_abcdefghijk') ?? '{}')).toEqual({
      videoId: 5,
      youtubeId: 'abcdefghijk',
      currentTime: 61,
      isCompleted: false,
      lastUpdated: 1_000,
    });
    expect(readLocalProgress('abcdefghijk', 2_000)).toEqual({ videoId: 5, youtubeId: 'abcdefghijk', currentTime: 61, isCompleted: false, lastUpdated: 1_000 });
  });

  it('removes copies older than 30 days', () => {
    const now = Date.now();
    writeLocalProgress({ videoId: 1, youtubeId: 'oldoldoldol', currentTime: 10, isCompleted: false }, now - LOCAL_PROGRESS_MAX_AGE_MS - 1);
    writeLocalProgress({ videoId: 2, youtubeId: 'newnewnewne', currentTime: 20, isCompleted: false }, now - 1000);
    window.localStorage.setItem('video_progress_orphanorpha', '33');
    window.localStorage.setItem('unrelated', 'keep');
    expect(cleanupLocalProgress(now).sort()).toEqual(['oldoldoldol', 'orphanorpha']);
    expect(window.localStorage.getItem('video_meta_oldoldoldol')).toBeNull();
    expect(window.localStorage.getItem('video_progress_oldoldoldol')).toBeNull();
    expect(window.localStorage.getItem('video_progress_newnewnewne')).toBe('20');
    expect(window.localStorage.getItem('unrelated')).toBe('keep');
    // Reading a stale copy drops it too.
    writeLocalProgress({ videoId: 1, youtubeId: 'oldoldoldol', currentTime: 10, isCompleted: false }, now - LOCAL_PROGRESS_MAX_AGE_MS - 1);
    expect(readLocalProgress('oldoldoldol', now)).toBeNull();
    expect(window.localStorage.getItem('video_progress_oldoldoldol')).toBeNull();
  });

  it('auto-play is on unless turned off', () => {
    expect(readAutoplayPreference()).toBe(true);
    writeAutoplayPreference(false);
    expect(readAutoplayPreference()).toBe(false);
    writeAutoplayPreference(true);
    expect(readAutoplayPreference()).toBe(true);
  });
});

describe('addresses', () => {
  it('reads /video/{id} as an internal id, a YouTube id or temp_ + a YouTube id', () => {
    expect(parseVideoRef('12')).toEqual({ kind: 'id', id: 12 });
    expect(parseVideoRef('dQw4w9WgXcQ')).toEqual({ kind: 'youtube', youtubeId: 'dQw4w9WgXcQ' });
    expect(parseVideoRef('12345678901')).toEqual({ kind: 'youtube', youtubeId: '12345678901' });
    expect(parseVideoRef('temp_dQw4w9WgXcQ')).toEqual({ kind: 'temp', youtubeId: 'dQw4w9WgXcQ' });
    expect(parseVideoRef('temp_1699999999')).toEqual({ kind: 'invalid' });
    expect(parseVideoRef('0')).toEqual({ kind: 'invalid' });
    expect(parseVideoRef('../etc')).toEqual({ kind: 'invalid' });
    expect(parseVideoRef(undefined)).toEqual({ kind: 'invalid' });
  });

  it('reads ?t= in seconds', () => {
    expect(parseStartTime('90')).toBe(90);
    expect(parseStartTime('90s')).toBe(90);
    expect(parseStartTime('1m30s')).toBe(90);
    expect(parseStartTime('1h2m3s')).toBe(3723);
    expect(parseStartTime('abc')).toBeNull();
    expect(parseStartTime(null)).toBeNull();
  });
});
