import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter, stubApi } from '../../../test/utils.tsx';
import { PromoSlots } from './promo-slots.tsx';

afterEach(() => vi.unstubAllGlobals());

const PLAN = { id: 7, slug: 'rust-basics', title: 'Rust basics', videoCount: 12, likeCount: 40 };

describe('PromoSlots', () => {
  it('fetches the plan of the week only when the slots come near the screen', async () => {
    let reveal: IntersectionObserverCallback = () => {};
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: IntersectionObserverCallback) {
          reveal = callback;
        }
        observe() {}
        disconnect() {}
      },
    );
    const calls = stubApi({ '/api/public-plans': { status: 200, body: { plans: [PLAN], total: 1 } } });
    renderWithRouter(<PromoSlots isSupporter={false} />);
    expect(screen.getByRole('link', { name: 'Explore public learning plans' })).toBeTruthy();
    await new Promise((r) => setTimeout(r, 20));
    expect(calls.filter((c) => c.path.startsWith('/api/public-plans'))).toEqual([]);
    act(() => reveal([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver));
    expect(await screen.findByRole('link', { name: 'Rust basics' })).toBeTruthy();
    expect(calls.filter((c) => c.path.startsWith('/api/public-plans'))).toHaveLength(1);
  });
});
