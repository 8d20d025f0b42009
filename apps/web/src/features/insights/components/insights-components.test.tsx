import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { __resetApiClientForTests } from '../../../lib/api.ts';
import { renderPage, resetToasts, stubFetch } from '../../auth/testing/render.tsx';
import { DifficultyTab } from './difficulty-tab.tsx';
import { PlanNotesPanel } from './plan-notes-panel.tsx';
import { RateDifficultyDialog } from './rate-difficulty-dialog.tsx';

beforeEach(() => {
  __resetApiClientForTests();
  resetToasts();
});

const EMPTY_INSIGHTS = {
  overallProgress: { averageSkillLevel: 0, overallCompletionRate: 0, totalSubjects: 0 },
  adaptationTrends: { trend: 'new' },
  learningStyle: 'new',
  strengths: [],
  nextSteps: ['Watch your first video and rate its difficulty.'],
  strugglingAreas: [],
};

describe('RateDifficultyDialog', () => {
  it('sends Too Hard as 5 with difficulty_feedback and wasSkipped false, then closes', async () => {
    const api = stubFetch({ 'POST /api/learning/adaptation': { body: { videoId: 7, userFeedback: 5, profile: null } } });
    let open = true;
    renderPage(<RateDifficultyDialog open onOpenChange={(next) => (open = next)} videoId={7} title="Joins explained" />);
    expect(screen.getByRole('dialog', { name: 'Rate Video Difficulty' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /^Too Hard/ }));
    await waitFor(() => expect(open).toBe(false));
    const [call] = api.callsTo('POST', '/api/learning/adaptation');
    expect(call?.body).toEqual({ videoId: 7, adaptationType: 'difficulty_feedback', userFeedback: 5, wasSkipped: false });
    expect(await screen.findByText('Thanks! Your skill profile has been updated.')).toBeTruthy();
  });

  it('a failed rating says so and stays open', async () => {
    stubFetch({ 'POST /api/learning/adaptation': { status: 500, body: { error: 'boom' } } });
    let open = true;
    renderPage(<RateDifficultyDialog open onOpenChange={(next) => (open = next)} videoId={7} title="Joins explained" />);
    fireEvent.click(screen.getByRole('button', { name: /^Perfect/ }));
    expect(await screen.findByText('Failed to save your rating. Please try again.')).toBeTruthy();
    expect(open).toBe(true);
  });
});

describe('PlanNotesPanel', () => {
  it("loads, saves, and says 'Failed to save notes.' when the save fails", async () => {
    const api = stubFetch({
      'GET /api/learning-plans/3/notes': { body: { notes: 'Old' } },
      'PUT /api/learning-plans/3/notes': [{ body: { notes: 'New notes' } }, { status: 500, body: { error: 'boom' } }],
    });
    renderPage(<PlanNotesPanel planId={3} />);
    const box = await screen.findByRole('textbox', { name: 'Plan notes' });
    await waitFor(() => expect((box as HTMLTextAreaElement).value).toBe('Old'));
    expect(screen.getByRole('button', { name: 'Save Notes' }).hasAttribute('disabled')).toBe(true);
    fireEvent.change(box, { target: { value: 'New notes' } });
    expect(screen.getByText('9/10,000 characters')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save Notes' }));
    expect(await screen.findByText('Notes saved')).toBeTruthy();
    expect(api.callsTo('PUT', '/api/learning-plans/3/notes')[0]?.body).toEqual({ notes: 'New notes' });
    fireEvent.change(box, { target: { value: 'Newer' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Notes' }));
    expect(await screen.findByText('Failed to save notes.')).toBeTruthy();
  });
});

describe('DifficultyTab', () => {
  it("shows 'No Skill Profile Yet' without a profile, and a subject's level, band and topics with one", async () => {
    stubFetch({
      'GET /api/user/skill-profile': [
        { body: [] },
        {
          body: [
            { id: 8, subject: 'data', skillLevel: 2.2, confidence: 0.29, completionRate: 1, totalWatchTime: 90, masteredTopics: [], strugglingTopics: ['pandas'], lastAssessed: '2026-11-20T10:00:00Z' },
          ],
        },
      ],
      'GET /api/learning/adaptive-insights': { body: EMPTY_INSIGHTS },
      'GET /api/learning/struggle-analysis': { body: { learningVelocity: 0, strugglingSubjects: [], commonIssues: [], recommendations: [] } },
      'GET /api/continue-learning': { body: [] },
    });
    const { queryClient } = renderPage(<DifficultyTab />);
    expect(await screen.findByText('Getting started')).toBeTruthy();
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Skills' }));
    expect(await screen.findByRole('heading', { name: 'No Skill Profile Yet' })).toBeTruthy();
    await queryClient.invalidateQueries();
    const meter = await screen.findByRole('meter', { name: 'Data Science and Analytics skill level' });
    expect(meter.getAttribute('aria-valuetext')).toBe('2.2 out of 10, Beginning');
    expect(screen.getByText('1.5 h')).toBeTruthy();
    expect(screen.getByText('29%')).toBeTruthy();
    expect(screen.getByText('pandas')).toBeTruthy();
  });
});
