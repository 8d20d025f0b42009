import { expect } from 'vitest';
import type { TestClient } from './test-client.ts';

/** GET `url` as `c`, expect 200 (the body in the message otherwise), and the answer's JSON. */
export async function json<T>(c: TestClient, url: string): Promise<T> {
  const res = await c.get(url);
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return res.json<T>();
}
