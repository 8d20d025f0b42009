import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { OFFLINE_TITLE, OfflineBanner } from './offline-banner.tsx';

function setConnection(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

describe('OfflineBanner', () => {
  it('says "You are offline" in a status region while there is no connection, and goes when it is back', () => {
    render(<OfflineBanner />);
    const region = screen.getByRole('status');
    expect(region.textContent).toBe('');
    setConnection(false);
    expect(region.textContent).toContain(`${OFFLINE_TITLE}.`);
    expect(region.textContent).toContain('sent when you are back online');
    setConnection(true);
    expect(region.textContent).toBe('');
  });

  it('shows at once when the page opens offline, above the bottom bar on signed-in phones', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    render(<OfflineBanner aboveBottomBar />);
    const region = screen.getByRole('status');
    expect(region.textContent).toContain(OFFLINE_TITLE);
    expect(region.className).toContain('bottom-20');
    expect(region.querySelector('p')?.className).toMatch(/bg-warning-soft.*text-warning-soft-foreground/);
  });
});
