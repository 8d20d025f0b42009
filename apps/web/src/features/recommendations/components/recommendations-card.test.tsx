import type { Recommendation, SearchVideo } from '@learnstack/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderPage, resetToasts, stubFetch } from '../../auth/testing/render.tsx';
import { RecommendationsCard } from './recommendations-card.tsx';

afterEach(resetToasts);

function video(n: number, overrides: Partial<SearchVideo> = {}): SearchVideo {
  return {
    id: n,
    youtubeId: `vid${String(n).padStart(8, '0')}`,
    title: `Lesson ${n}`,
    description: '',
    thumbnailUrl: '',
    channelTitle: 'Channel',
    publishedAt: null,
    duration: 'PT1H2M3S',
    viewCount: 1,
    ...overrides,
  };
}

function rec(overrides: Partial<Recommendation> = {}): Recommendation {
  return {
    fromTopic: 'Python',
    toTopic: 'Statistics',
    reason: 'Statistics often comes up together with Python in the videos learners save here.',
    confidence: 0.8,
    userWeight: 2,
    videos: [],
    isDefault: true,
    ...overrides,
  };
}

const LIST = 'GET /api/recommendations';

/** The suggestions: the list items that open with 'If you like'. */
async function items() {
  await screen.findAllByText(/^If you like/);
  return screen.getAllByRole('listitem').filter((li) => li.querySelector('p')?.textContent?.startsWith('If you like'));
}

describe('RecommendationsCard', () => {
  it("renders each 'if you like X, try Y' with its reason, and marks the model's apart from the local ones in words", async () => {
    stubFetch({
      [LIST]: {
        body: [
          rec({ fromTopic: 'Python', toTopic: 'Statistics', reason: 'Local reason about statistics.' }),
          rec({ fromTopic: 'React', toTopic: 'TypeScript', reason: 'If you like React, you will enjoy TypeScript.', confidence: 0.9, isDefault: undefined, isAIGenerated: true }),
        ],
      },
    });
    renderPage(<RecommendationsCard />);
    const found = await items();
    expect(found).toHaveLength(2);
    const [local, ai] = found;
    expect(local?.textContent).toContain('If you like Python, try Statistics');
    expect(within(local as HTMLElement).getByText('Local reason about statistics.')).toBeTruthy();
    expect(within(local as HTMLElement).getByText('From your activity')).toBeTruthy();
    expect(within(local as HTMLElement).queryByText('AI suggestion')).toBeNull();
    expect(ai?.textContent).toContain('If you like React, try TypeScript');
    expect(within(ai as HTMLElement).getByText('If you like React, you will enjoy TypeScript.')).toBeTruthy();
    expect(within(ai as HTMLElement).getByText('AI suggestion')).toBeTruthy();
    expect(within(ai as HTMLElement).queryByText('From your activity')).toBeNull();
    // The marks' icons are decoration: the words carry the meaning.
    for (const svg of document.querySelectorAll('svg')) expect(svg.getAttribute('aria-hidden')).toBe('true');
  });

  it('lists the videos of a suggestion by name, linking into the player with our id (else the YouTube id)', async () => {
    stubFetch({ [LIST]: { body: [rec({ videos: [video(1), video(2, { id: null, youtubeId: 'YtYtYtYtYtY' }), video(3), video(4)] })] } });
    renderPage(<RecommendationsCard />);
    const list = await screen.findByRole('list', { name: 'Videos about Statistics' });
    const links = within(list).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual(['1:02:03Lesson 1', '1:02:03Lesson 2', '1:02:03Lesson 3', '1:02:03Lesson 4']);
    expect(links.map((l) => l.getAttribute('href'))).toEqual(['/video/1', '/video/YtYtYtYtYtY', '/video/3', '/video/4']);
    // A thumbnail without words is hidden from screen readers; the title names the link.
    for (const img of list.querySelectorAll('img')) expect(img.getAttribute('alt')).toBe('');
  });

  it('offers a text link to explore the topic when a suggestion has no videos', async () => {
    stubFetch({ [LIST]: { body: [rec({ toTopic: 'Linear Algebra', videos: [] })] } });
    renderPage(<RecommendationsCard />, { routes: { '/explore': <p>explore</p> } });
    const link = await screen.findByRole('link', { name: 'Explore Linear Algebra plans' });
    expect(link.getAttribute('href')).toBe('/explore?search=Linear%20Algebra');
    expect(screen.queryByRole('list', { name: /Videos about/ })).toBeNull();
  });

  it('compact (the player): two suggestions, two videos each, and its own heading', async () => {
    stubFetch({
      [LIST]: {
        body: [
          rec({ toTopic: 'A', videos: [video(1), video(2), video(3)] }),
          rec({ toTopic: 'B', videos: [video(4)] }),
          rec({ toTopic: 'C', videos: [video(5)] }),
        ],
      },
    });
    renderPage(<RecommendationsCard compact />);
    expect(screen.getByRole('heading', { name: 'Where to go next' })).toBeTruthy();
    expect(within(await screen.findByRole('list', { name: 'Videos about A' })).getAllByRole('link')).toHaveLength(2);
    expect(screen.getByRole('list', { name: 'Videos about B' })).toBeTruthy();
    expect(screen.queryByText(/try C$/)).toBeNull();
  });

  it('says so while loading, when there is nothing yet, and when loading failed (with a retry)', async () => {
    let fail = true;
    const api = stubFetch({ [LIST]: () => (fail ? { status: 500, body: { error: 'x' } } : { body: [] }) });
    renderPage(<RecommendationsCard />);
    expect(screen.getByRole('heading', { name: 'Recommended for you' })).toBeTruthy();
    expect(screen.getByText('Loading recommendations')).toBeTruthy();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Recommendations could not be loaded')).toBeTruthy();
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No recommendations yet')).toBeTruthy();
    expect(api.callsTo('GET', '/api/recommendations')).toHaveLength(2);
  });
});
