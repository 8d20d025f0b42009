import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Trash2 } from 'lucide-react';
import { Button } from './button.tsx';
import { DeferredDropdownMenu } from './deferred-dropdown-menu.tsx';

function RowMenu({ onRemove }: { onRemove: () => void }) {
  return <DeferredDropdownMenu trigger={<Button aria-label="More actions for Intro">…</Button>} items={[{ label: 'Remove from plan', icon: Trash2, onSelect: onRemove, destructive: true }]} />;
}

describe('DeferredDropdownMenu', () => {
  it('is a plain menu button until first opened: no radix trigger, collapsed', () => {
    render(<RowMenu onRemove={() => {}} />);
    const trigger = screen.getByRole('button', { name: 'More actions for Intro' });
    expect(trigger.getAttribute('aria-haspopup')).toBe('menu');
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    // radix marks its triggers with data-state; the placeholder has none.
    expect(trigger.hasAttribute('data-state')).toBe(false);
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('opens on a click, runs the chosen item, and is the radix menu from then on', async () => {
    const onRemove = vi.fn();
    render(<RowMenu onRemove={onRemove} />);
    fireEvent.click(screen.getByRole('button', { name: 'More actions for Intro' }));
    const item = await screen.findByRole('menuitem', { name: 'Remove from plan' });
    expect(item.className).toMatch(/text-destructive/);
    fireEvent.click(item);
    expect(onRemove).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    expect(screen.getByRole('button', { name: 'More actions for Intro' }).getAttribute('data-state')).toBe('closed');
  });

  it.each(['Enter', ' ', 'ArrowDown'])('opens from the keyboard with %j', async (key) => {
    render(<RowMenu onRemove={() => {}} />);
    fireEvent.keyDown(screen.getByRole('button', { name: 'More actions for Intro' }), { key });
    expect(await screen.findByRole('menu')).toBeTruthy();
  });

  it('ignores other keys', () => {
    render(<RowMenu onRemove={() => {}} />);
    fireEvent.keyDown(screen.getByRole('button', { name: 'More actions for Intro' }), { key: 'a' });
    expect(screen.queryByRole('menu')).toBeNull();
  });
});
