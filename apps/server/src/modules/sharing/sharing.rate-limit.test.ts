import { describe, expect, it } from 'vitest';
import { makePlan } from '../../../test/fixtures/plans.ts';
import { makeGroup } from '../../../test/fixtures/sharing.ts';
import { createTestApp } from '../../../test/test-app.ts';

// RATE_LIMIT_FACTOR 0.04 turns the 'share' limit (50 a day per address) into 2.
const t = await createTestApp({ config: { rateLimitFactor: 0.04 } });

describe("the 'share' rate limit", () => {
  it('limits e-mail and friend shares per address; showing the link is not limited', async () => {
    const owner = await t.user();
    const plan = await makePlan(owner);
    for (let i = 0; i < 2; i++) {
      expect((await owner.post(`/api/learning-plans/${plan.id}/share`, { email: `limit${i}@example.com` })).statusCode).toBe(200);
    }
    const limited = await owner.post(`/api/learning-plans/${plan.id}/share`, { email: 'limit3@example.com' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED', message: expect.stringMatching(/^Too many requests/) });
    expect(t.mail.sent.filter((m) => m.to === 'limit3@example.com')).toEqual([]);
    for (let i = 0; i < 5; i++) expect((await owner.post(`/api/learning-plans/${plan.id}/share`, {})).statusCode).toBe(200);

    // Group shares have their own counter of the same size.
    const group = await makeGroup(owner);
    for (let i = 0; i < 2; i++) expect((await owner.post(`/api/plan-groups/${group.id}/share`, { email: `g${i}@example.com` })).statusCode).toBe(200);
    expect((await owner.post(`/api/plan-groups/${group.id}/share`, { email: 'g3@example.com' })).statusCode).toBe(429);
    expect((await owner.post(`/api/plan-groups/${group.id}/share`, {})).statusCode).toBe(200);
  });
});
