import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '../../test/utils.tsx';
import { ThemeMenu } from './theme-menu.tsx';

describe('ThemeMenu', () => {
  it('opens from the keyboard, lists the six themes, and applies the chosen one', async () => {
    document.documentElement.removeAttribute('data-theme');
    document.documentElement.classList.remove('dark');
    renderWithRouter(<ThemeMenu />);
    fireEvent.keyDown(screen.getByRole('button', { name: /Change theme \(current: Light\)/ }), { key: 'Enter' });

    const items = await screen.findAllByRole('menuitemradio');
    expect(items.map((i) => i.textContent)).toEqual(['Light', 'Dark', 'Modern Blue', 'Modern Purple', 'Modern Green', 'Modern Orange']);
    expect(screen.getByRole('menuitemradio', { name: 'Light' }).getAttribute('aria-checked')).toBe('true');

    fireEvent.click(screen.getByRole('menuitemradio', { name: 'Modern Green' }));
    await waitFor(() => expect(document.documentElement.getAttribute('data-theme')).toBe('modern-green'));
    expect(localStorage.getItem('ui-theme')).toBe('modern-green');
    expect(localStorage.getItem('theme')).toBe('modern-green');
    expect(document.documentElement.classList.contains('dark')).toBe(false);
  });

  it('the dark-mode switch sets the dark class and isDark, keeping a modern theme', async () => {
    localStorage.setItem('ui-theme', 'modern-orange');
    renderWithRouter(<ThemeMenu />);
    fireEvent.click(screen.getByRole('button', { name: /Change theme/ }));
    const toggle = await screen.findByRole('menuitemcheckbox', { name: 'Dark mode' });
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    fireEvent.click(toggle);
    await waitFor(() => expect(document.documentElement.classList.contains('dark')).toBe(true));
    expect(localStorage.getItem('isDark')).toBe('true');
    expect(document.documentElement.getAttribute('data-theme')).toBe('modern-orange');
    expect(screen.getByRole('button', { name: /current: Modern Orange, dark mode/ })).toBeTruthy();
  });
});
