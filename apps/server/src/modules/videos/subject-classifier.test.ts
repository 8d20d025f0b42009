import { readFileSync } from 'node:fs';
import { CATEGORY_IDS } from '@learnstack/contracts';
import { describe, expect, it } from 'vitest';
import { classifySubject, LAST_RESORT_SUBJECT, normalizeText, SUBJECT_KEYWORDS } from './subject-classifier.ts';

describe('classifySubject', () => {
  it('places a video by its tags, title and channel, with a confidence', () => {
    expect(classifySubject({ title: 'Lesson 4', tags: ['python'], youtubeCategory: 'Education' })).toEqual({ subject: 'technology', confidence: 0.75, source: 'rules' });
    // Tag 3 + title 2 agree: 5 / (5 + 0 + 1).
    expect(classifySubject({ title: 'Python for beginners', tags: ['python'] })).toEqual({ subject: 'technology', confidence: 0.83, source: 'rules' });
    expect(classifySubject({ title: 'Morning Yoga Flow', channelTitle: 'Calm Studio' })).toEqual({ subject: 'health', confidence: 0.67, source: 'rules' });
    expect(classifySubject({ title: 'Spanish grammar: ser and estar' })).toMatchObject({ subject: 'languages', source: 'rules' });
    expect(classifySubject({ title: 'SEO basics', tags: ['digital marketing'] })).toMatchObject({ subject: 'marketing' });
    expect(classifySubject({ title: 'Intro to pandas and NumPy', tags: ['data science'] })).toMatchObject({ subject: 'data' });
    expect(classifySubject({ title: 'C++ in 100 seconds' })).toMatchObject({ subject: 'technology' });
  });

  it('matches whole words and phrases only', () => {
    // 'art' is not in 'start', 'ai' not in 'email'; 'sales' and 'email marketing' are.
    expect(classifySubject({ title: 'Start here' })).toBeNull();
    expect(classifySubject({ title: 'Email marketing that sells', tags: ['sales'] })).toMatchObject({ subject: 'marketing' });
    expect(normalizeText('Node.js & C# — Intro!')).toBe(' node js c# intro ');
  });

  it('the strongest evidence wins; two subjects tied are low confidence, in the categories’ order', () => {
    // Tags outweigh the title.
    expect(classifySubject({ title: 'Excel tricks', tags: ['accounting'] })).toMatchObject({ subject: 'business', confidence: 0.5 });
    // business (management) and technology (software) tie at 2: the categories' order, 2 / (2 + 2 + 1).
    expect(classifySubject({ title: 'Software management' })).toEqual({ subject: 'business', confidence: 0.4, source: 'rules' });
  });

  it("YouTube's category alone is a guess; Education alone and nothing at all place nothing", () => {
    expect(classifySubject({ title: 'Episode 12', youtubeCategory: 'Science & Technology' })).toEqual({ subject: 'technology', confidence: 0.5, source: 'guess' });
    expect(classifySubject({ title: 'Episode 12', youtubeCategory: 'Education' })).toBeNull();
    expect(classifySubject({ title: 'Episode 12', tags: [], channelTitle: '' })).toBeNull();
    // A keyword outweighs the prior of another subject.
    expect(classifySubject({ title: 'Guitar chords', youtubeCategory: 'Science & Technology' })).toMatchObject({ subject: 'design', source: 'rules' });
  });

  it('every subject has keywords, and the last resort is one of the eight', () => {
    for (const id of CATEGORY_IDS) expect(SUBJECT_KEYWORDS[id].length, id).toBeGreaterThan(5);
    expect(CATEGORY_IDS).toContain(LAST_RESORT_SUBJECT);
  });

  it('the backfill migration carries the same keywords', () => {
    const sql = readFileSync(new URL('../../../drizzle/0023_video_subjects_backfill.sql', import.meta.url), 'utf8');
    const pairs = [...sql.matchAll(/\('([a-z]+)', '([^']+)'\)/g)].map((m) => `${m[1]}:${m[2]}`);
    expect(pairs).toEqual(CATEGORY_IDS.flatMap((id) => SUBJECT_KEYWORDS[id].map((k) => `${id}:${k}`)));
    expect(sql).toContain(`'${LAST_RESORT_SUBJECT}')`);
  });
});
