import { describe, expect, it } from 'vitest';
import { cleanupCorruptStorage, isCorruptStorageValue, storageGet, storageGetJson, storageRemove, storageSet } from './storage.ts';

describe('isCorruptStorageValue', () => {
  it.each([
    [null, true],
    ['null', true],
    ['undefined', true],
    [' undefined ', true],
    ['{"a":', true],
    ['[1,2', true],
    ['{not json}', true],
    ['{"a":1}', false],
    ['[1,2]', false],
    ['light', false],
    ['true', false],
    ['', false],
    ['0', false],
  ])('%j -> %s', (value, corrupt) => {
    expect(isCorruptStorageValue(value)).toBe(corrupt);
  });
});

describe('cleanupCorruptStorage', () => {
  it('removes corrupt values and keeps the good ones', () => {
    localStorage.setItem('ui-theme', 'modern-blue');
    localStorage.setItem('isDark', 'true');
    localStorage.setItem('cookieConsent', 'accepted');
    localStorage.setItem('video_meta_1', '{"videoId":1,"currentTime":42}');
    localStorage.setItem('a', 'null');
    localStorage.setItem('b', 'undefined');
    localStorage.setItem('video_progress_9', '{"currentTime":');
    localStorage.setItem('list', '[1,2');

    const removed = cleanupCorruptStorage();

    expect(removed.sort()).toEqual(['a', 'b', 'list', 'video_progress_9']);
    expect(localStorage.getItem('ui-theme')).toBe('modern-blue');
    expect(localStorage.getItem('isDark')).toBe('true');
    expect(localStorage.getItem('cookieConsent')).toBe('accepted');
    expect(localStorage.getItem('video_meta_1')).toBe('{"videoId":1,"currentTime":42}');
    expect(localStorage.length).toBe(4);
  });

  it('does nothing on clean storage', () => {
    localStorage.setItem('theme', 'light');
    expect(cleanupCorruptStorage()).toEqual([]);
    expect(localStorage.getItem('theme')).toBe('light');
  });
});

describe('safe helpers', () => {
  it('get, set, remove and read JSON with a fallback', () => {
    expect(storageGet('missing')).toBeNull();
    expect(storageSet('k', 'v')).toBe(true);
    expect(storageGet('k')).toBe('v');
    storageRemove('k');
    expect(storageGet('k')).toBeNull();
    localStorage.setItem('j', '{"x":1}');
    expect(storageGetJson('j', null)).toEqual({ x: 1 });
    localStorage.setItem('j', '{broken');
    expect(storageGetJson('j', 'fallback')).toBe('fallback');
  });
});
