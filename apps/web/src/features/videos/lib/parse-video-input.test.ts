import { describe, expect, it } from 'vitest';
import { parseVideoInput } from './parse-video-input.ts';
import { toSaveVideoBody } from './sanitize-video.ts';

describe('parseVideoInput', () => {
  it.each([
    ['dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['  a-b_c-d_e-0 ', 'a-b_c-d_e-0'],
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42s', 'dQw4w9WgXcQ'],
    ['www.youtube.com/watch?feature=share&v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://m.youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ?si=xyz', 'dQw4w9WgXcQ'],
    ['youtu.be/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ?start=5', 'dQw4w9WgXcQ'],
    ['https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/shorts/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
  ])('%s is the video %s', (text, youtubeId) => {
    expect(parseVideoInput(text)).toEqual({ kind: 'id', youtubeId });
  });

  it.each([
    ['react hooks tutorial'],
    ['dQw4w9WgXc'],
    ['dQw4w9WgXcQQ'],
    ['https://www.youtube.com/watch?v=short'],
    ['https://www.youtube.com/playlist?list=PLUl4u3cNGP63EdVPNLG3ToM6LaEUuStEY'],
    ['https://vimeo.com/watch?v=dQw4w9WgXcQ'],
    ['https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ'],
  ])('%j is a keyword search', (text) => {
    expect(parseVideoInput(text)).toEqual({ kind: 'query', q: text.trim() });
  });

  it('treats blank input as nothing and cuts long searches to 200 characters', () => {
    expect(parseVideoInput('   ')).toEqual({ kind: 'empty' });
    const long = parseVideoInput('word '.repeat(60));
    expect(long.kind === 'query' && long.q.length).toBe(200);
  });
});

describe('toSaveVideoBody', () => {
  it('strips the id, cuts the texts and defaults viewCount to 0', () => {
    const body = toSaveVideoBody({
      id: null,
      youtubeId: 'dQw4<w9>WgXcQ!',
      title: 't'.repeat(250),
      description: 'd'.repeat(1200),
      thumbnailUrl: 'https://i.ytimg.com/x.jpg',
      channelTitle: 'c'.repeat(150),
      publishedAt: null,
      duration: null,
      viewCount: Number.NaN,
    });
    expect(body.youtubeId).toBe('dQw4w9WgXcQ');
    expect(body.title).toHaveLength(200);
    expect(body.description).toHaveLength(1000);
    expect(body.channelTitle).toHaveLength(100);
    expect(body.viewCount).toBe(0);
    expect(body).not.toHaveProperty('duration');
    expect(body).not.toHaveProperty('publishedAt');
  });

  it('keeps the lookup duration over the result one', () => {
    const body = toSaveVideoBody(
      { id: 3, youtubeId: 'dQw4w9WgXcQ', title: 'T', description: '', thumbnailUrl: '', channelTitle: '', publishedAt: '2024-01-01T00:00:00Z', duration: null, viewCount: 12 },
      'PT3M',
    );
    expect(body).toMatchObject({ duration: 'PT3M', viewCount: 12, publishedAt: '2024-01-01T00:00:00Z' });
  });
});
