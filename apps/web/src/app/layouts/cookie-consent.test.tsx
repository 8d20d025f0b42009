import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '../../test/utils.tsx';
import { CookieConsent } from './cookie-consent.tsx';

describe('CookieConsent', () => {
  it('shows until a choice is stored; Accept stores accepted', () => {
    renderWithRouter(<CookieConsent />);
    const banner = screen.getByRole('region', { name: 'Cookie consent' });
    expect(banner.textContent).toContain('session cookie');
    expect(banner.textContent).toContain('No analytics or advertising cookies');
    expect(screen.getByRole('link', { name: 'Cookie Policy' }).getAttribute('href')).toBe('/cookie-policy');
    fireEvent.click(screen.getByRole('button', { name: 'Accept' }));
    expect(localStorage.getItem('cookieConsent')).toBe('accepted');
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).toBeNull();
  });

  it('Reject stores rejected', () => {
    renderWithRouter(<CookieConsent />);
    fireEvent.click(screen.getByRole('button', { name: 'Reject' }));
    expect(localStorage.getItem('cookieConsent')).toBe('rejected');
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).toBeNull();
  });

  it('slides in, except when it replaces the prerendered banner (which is already on screen)', () => {
    const first = renderWithRouter(<CookieConsent />);
    expect(screen.getByRole('region', { name: 'Cookie consent' }).className).toContain('animate-slide-up');
    first.unmount();
    const prerendered = document.createElement('section');
    prerendered.setAttribute('data-cookie-banner', '');
    document.body.append(prerendered);
    renderWithRouter(<CookieConsent />);
    prerendered.remove();
    expect(screen.getByRole('region', { name: 'Cookie consent' }).className).not.toContain('animate-slide-up');
  });

  it('stays hidden when a choice exists', () => {
    localStorage.setItem('cookieConsent', 'rejected');
    renderWithRouter(<CookieConsent />);
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).toBeNull();
  });
});
