import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage, resetToasts, type StubReply, stubFetch } from '../../auth/testing/render.tsx';
import { makePlan } from '../testing/fixtures.ts';
import { CreatePlanDialog } from './create-plan-dialog.tsx';

afterEach(resetToasts);

function setup(reply: StubReply = { status: 201, body: makePlan({ id: 5, title: 'Go' }) }) {
  const api = stubFetch({ 'POST /api/learning-plans': reply });
  const onOpenChange = vi.fn();
  renderPage(<CreatePlanDialog open onOpenChange={onOpenChange} groups={[{ id: 3, name: 'Backend' }]} />);
  return { api, onOpenChange };
}

describe('Create New Learning Plan', () => {
  it('requires a title and sends nothing while it is blank', async () => {
    const { api } = setup();
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: '    ' } });
    expect(await screen.findByText('Title is required')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Create Plan' }));
    expect(screen.getByLabelText('Title').getAttribute('aria-invalid')).toBe('true');
    expect(api.callsTo('POST', '/api/learning-plans')).toHaveLength(0);
  });

  it('shows the title and description length messages', async () => {
    const { api } = setup();
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'x'.repeat(101) } });
    expect(screen.getByText('Title must be less than 100 characters')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'x'.repeat(100) } });
    expect(screen.queryByText('Title must be less than 100 characters')).toBeNull();
    fireEvent.change(screen.getByLabelText(/Description/), { target: { value: 'd'.repeat(501) } });
    expect(screen.getByText('Description must be less than 500 characters')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Create Plan' }));
    expect(api.callsTo('POST', '/api/learning-plans')).toHaveLength(0);
  });

  it('submits trimmed values with colour, visibility and group, then closes', async () => {
    const { api, onOpenChange } = setup();
    fireEvent.click(screen.getByRole('button', { name: 'Create Plan' }));
    expect(screen.getByText('Title is required')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: '  Go for backend  ' } });
    fireEvent.change(screen.getByLabelText(/Description/), { target: { value: ' Goroutines ' } });
    expect(screen.getByRole('radio', { name: 'Blue' }).getAttribute('aria-checked')).toBe('true');
    fireEvent.click(screen.getByRole('radio', { name: 'Teal' }));
    fireEvent.click(screen.getByRole('switch', { name: 'Make this plan public' }));
    fireEvent.change(screen.getByLabelText('Group'), { target: { value: '3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create Plan' }));
    await waitFor(() =>
      expect(api.callsTo('POST', '/api/learning-plans')[0]?.body).toEqual({
        title: 'Go for backend',
        description: 'Goroutines',
        isPublic: true,
        color: 'teal',
        groupId: 3,
      }),
    );
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(await screen.findByText('Learning plan created')).toBeTruthy();
  });

  it('says so when the server fails', async () => {
    setup({ status: 500, body: { error: 'INTERNAL', message: 'Internal server error' } });
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Go' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create Plan' }));
    expect(await screen.findByText('Failed to create learning plan. Please try again.')).toBeTruthy();
  });
});
