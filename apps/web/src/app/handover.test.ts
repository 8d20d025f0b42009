import { afterEach, describe, expect, it } from 'vitest';
import { captureHandover } from './handover.ts';

const form = () => {
  const el = document.createElement('form');
  el.innerHTML = '<input name="email" value=""><input name="password" type="password" value="">';
  return el;
};
const field = (root: ParentNode, name: string) => root.querySelector<HTMLInputElement>(`input[name="${name}"]`) as HTMLInputElement;

afterEach(() => document.body.replaceChildren());

describe('the hand-over from a prerendered form', () => {
  it('carries what was typed on the prerendered page, never over what the live field already holds', () => {
    const root = document.createElement('div');
    root.append(form());
    document.body.append(root);
    field(root, 'email').value = 'ada@example.com';
    const handOver = captureHandover(root);
    // The live form replaces the prerendered one; its password was typed into before the hand-over.
    const live = form();
    root.replaceChildren(live);
    field(live, 'password').value = 'typed live';
    handOver();
    expect(field(live, 'email').value).toBe('ada@example.com');
    expect(field(live, 'password').value).toBe('typed live');
  });
});
