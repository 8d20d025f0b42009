import { describe, expect, it } from 'vitest';
import { badgeText, idField, sharedLink } from './notification-data.ts';
import { relativeTime } from './relative-time.ts';

describe('badgeText', () => {
  it("shows the count up to 9 and '9+' above 9", () => {
    expect(badgeText(0)).toBeNull();
    expect(badgeText(1)).toBe('1');
    expect(badgeText(9)).toBe('9');
    expect(badgeText(10)).toBe('9+');
    expect(badgeText(250)).toBe('9+');
  });
});

describe('notification data', () => {
  it('reads positive integer ids only', () => {
    expect(idField({ data: { requestId: 7 } }, 'requestId')).toBe(7);
    expect(idField({ data: { requestId: '7' } }, 'requestId')).toBeUndefined();
    expect(idField({ data: { requestId: 0 } }, 'requestId')).toBeUndefined();
    expect(idField({ data: {} }, 'requestId')).toBeUndefined();
  });

  it('links plan_shared items to the shared page, preferring the server path', () => {
    expect(sharedLink({ type: 'plan_shared', data: { shareToken: 'abc' } })).toBe('/shared/abc');
    expect(sharedLink({ type: 'plan_shared', data: { shareToken: 'abc', url: '/shared-group/4?token=abc' } })).toBe('/shared-group/4?token=abc');
    expect(sharedLink({ type: 'plan_shared', data: { shareToken: 'abc', url: 'https://evil.example/x' } })).toBe('/shared/abc');
    expect(sharedLink({ type: 'plan_shared', data: { url: '//evil.example/shared' } })).toBeUndefined();
    expect(sharedLink({ type: 'friend_request', data: { shareToken: 'abc' } })).toBeUndefined();
  });
});

describe('relativeTime', () => {
  const now = Date.parse('2030-01-10T12:00:00.000Z');
  it('says just now, minutes, hours, yesterday and weeks', () => {
    expect(relativeTime('2030-01-10T11:59:30.000Z', now)).toBe('just now');
    expect(relativeTime('2030-01-10T11:55:00.000Z', now)).toBe('5 minutes ago');
    expect(relativeTime('2030-01-10T09:00:00.000Z', now)).toBe('3 hours ago');
    expect(relativeTime('2030-01-09T10:00:00.000Z', now)).toBe('yesterday');
    expect(relativeTime('2029-12-20T12:00:00.000Z', now)).toBe('3 weeks ago');
    expect(relativeTime('not a date', now)).toBe('');
  });
});
