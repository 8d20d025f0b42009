import { planSummary, planVideoEntry, user } from '@learnstack/contracts';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { compileSerializer, responseJsonSchema } from './serializer.ts';

const summary = {
  id: 1,
  slug: 'plan-1',
  title: 'Plan "one" \u2028 with <html>',
  description: '',
  isPublic: false,
  color: 'blue',
  groupId: null,
  groupName: null,
  shareCount: 0,
  totalDurationSeconds: 300,
  youtubePlaylistId: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  videoCount: 3,
  completedCount: 1,
  progress: 33,
  isCompleted: false,
};

describe('compiled serializer', () => {
  it('writes exactly what zod would, leaving out properties the schema does not name', () => {
    const write = compileSerializer(z.array(planSummary), { checkWithZod: false });
    const withSecret = [{ ...summary, ownerEmail: 'owner@example.com', shareToken: 'secret' }];
    const expected = JSON.stringify(z.array(planSummary).encode(withSecret as never));
    expect(write(withSecret)).toBe(expected);
    expect(write(withSecret)).not.toMatch(/secret|owner@/);
  });

  it('turns nullable objects into nullable types fast-json-stringify writes without a validator', () => {
    const schema = z.object({ existingCopy: z.object({ id: z.number(), slug: z.string() }).nullable() });
    const json = JSON.stringify(responseJsonSchema(schema));
    expect(json).not.toContain('anyOf');
    expect(json).toContain('"nullable":true');
    const write = compileSerializer(schema, { checkWithZod: true });
    expect(write({ existingCopy: null })).toBe('{"existingCopy":null}');
    expect(write({ existingCopy: { id: 1, slug: 's', extra: 1 } })).toBe('{"existingCopy":{"id":1,"slug":"s"}}');
  });

  it('checks against zod outside production, so a reply that breaks its contract fails', () => {
    const write = compileSerializer(planVideoEntry, { checkWithZod: true, method: 'GET', url: '/x' });
    expect(() => write({ id: 1 })).toThrow();
    const strict = compileSerializer(user, { checkWithZod: true });
    expect(() => strict({ id: 'not a number' })).toThrow();
  });
});
