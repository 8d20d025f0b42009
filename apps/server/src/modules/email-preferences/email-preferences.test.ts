import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/test-app.ts';
import type { TestClient } from '../../../test/test-client.ts';
import { emailPreferences } from '../../db/schema/index.ts';

const t = await createTestApp();
const idOf = (c: TestClient) => c.user?.id ?? 0;
const rowOf = async (userId: number) => (await t.db.select().from(emailPreferences).where(eq(emailPreferences.userId, userId)))[0];
const ALL_ON = { friendInvites: true, planSharing: true, serviceUpdates: true, securityAlerts: true };

describe('GET /api/user/email-preferences', () => {
  it('answers everything on for a new user, and 401 when signed out', async () => {
    const a = await t.user();
    const res = await a.get('/api/user/email-preferences');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(ALL_ON);
    expect((await t.client().get('/api/user/email-preferences')).statusCode).toBe(401);
  });

  it('answers the defaults for a user without a stored row', async () => {
    const a = await t.user();
    await t.db.delete(emailPreferences).where(eq(emailPreferences.userId, idOf(a)));
    expect((await a.get('/api/user/email-preferences')).json()).toEqual(ALL_ON);
  });
});

describe('POST /api/user/email-preferences', () => {
  it('saves the three switchable preferences and answers them with securityAlerts always true', async () => {
    const a = await t.user();
    const b = await t.user();
    const res = await a.post('/api/user/email-preferences', { friendInvites: false, planSharing: true, serviceUpdates: false, securityAlerts: true });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Email preferences saved', preferences: { friendInvites: false, planSharing: true, serviceUpdates: false, securityAlerts: true } });
    expect(await rowOf(idOf(a))).toMatchObject({ friendInvites: false, planSharing: true, serviceUpdates: false });
    expect((await a.get('/api/user/email-preferences')).json()).toMatchObject({ friendInvites: false, serviceUpdates: false });
    expect((await b.get('/api/user/email-preferences')).json()).toEqual(ALL_ON);
  });

  it('changes only the fields sent', async () => {
    const a = await t.user();
    await a.post('/api/user/email-preferences', { planSharing: false });
    expect((await a.get('/api/user/email-preferences')).json()).toEqual({ ...ALL_ON, planSharing: false });
    await a.post('/api/user/email-preferences', { planSharing: true });
    expect((await a.get('/api/user/email-preferences')).json()).toEqual(ALL_ON);
  });

  it('refuses to turn security alerts off, with the reason, and changes nothing', async () => {
    const a = await t.user();
    const res = await a.post('/api/user/email-preferences', { friendInvites: false, securityAlerts: false });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', message: 'Security alerts are always on and cannot be turned off' });
    expect(await rowOf(idOf(a))).toMatchObject({ friendInvites: true });
  });

  it('creates the row for a user who had none', async () => {
    const a = await t.user();
    await t.db.delete(emailPreferences).where(eq(emailPreferences.userId, idOf(a)));
    expect((await a.post('/api/user/email-preferences', { serviceUpdates: false })).statusCode).toBe(200);
    expect(await rowOf(idOf(a))).toMatchObject({ friendInvites: true, planSharing: true, serviceUpdates: false });
  });

  it('refuses values that are not booleans and requires the CSRF header', async () => {
    const a = await t.user();
    expect((await a.post('/api/user/email-preferences', { friendInvites: 'no' })).statusCode).toBe(400);
    expect((await a.request('POST', '/api/user/email-preferences', { friendInvites: false }, { csrf: false })).statusCode).toBe(403);
    expect(await rowOf(idOf(a))).toMatchObject({ friendInvites: true });
  });
});

describe('wantsEmail', () => {
  it('follows the stored switches and always allows security alerts', async () => {
    const a = await t.user();
    await a.post('/api/user/email-preferences', { friendInvites: false, planSharing: false, serviceUpdates: false });
    const prefs = t.services.emailPreferences;
    expect(await prefs.wantsEmail(idOf(a), 'friendInvites')).toBe(false);
    expect(await prefs.wantsEmail(idOf(a), 'planSharing')).toBe(false);
    expect(await prefs.wantsEmail(idOf(a), 'serviceUpdates')).toBe(false);
    expect(await prefs.wantsEmail(idOf(a), 'securityAlerts')).toBe(true);
    const b = await t.user();
    expect(await prefs.wantsEmail(idOf(b), 'friendInvites')).toBe(true);
  });
});
