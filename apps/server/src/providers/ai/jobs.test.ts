import { describe, expect, it } from 'vitest';
import { CATEGORY_IDS } from '@learnstack/contracts';
import { cleanText, connectionReasonJob, recommendationsJob, relatedTopicsJob, searchQueryJob, videoSubjectJob } from './jobs.ts';

describe('what the model is asked', () => {
  it('sends cleaned, bounded input and nothing when nothing is left', () => {
    expect(cleanText('  Java\u0000Script \n\t basics\u200b ')).toBe('Java Script basics');
    const prompt = relatedTopicsJob.prompt({
      topic: ` ${'x'.repeat(300)} `,
      userContext: { level: 'beginner', interests: ['Python', 'python ', '', ...Array.from({ length: 20 }, (_, i) => `Topic ${i}`)] },
    });
    expect(prompt?.topic).toHaveLength(100);
    expect(prompt?.level).toBe('beginner');
    expect(prompt?.interests).toEqual(['Python', ...Array.from({ length: 9 }, (_, i) => `Topic ${i}`)]);
    expect(relatedTopicsJob.prompt({ topic: ' \u0007 ' })).toBeNull();
    expect(connectionReasonJob.prompt({ fromTopic: 'React', toTopic: ' ' })).toBeNull();
    expect(searchQueryJob.prompt({ topic: 'Rust', userTopic: 'C++' })).toEqual({ topic: 'Rust', userTopic: 'C++' });
    expect(recommendationsJob.prompt({ topics: ['A', 'a', 'B', 'C', 'D', 'E', 'F'], level: 'advanced' })).toEqual({
      topics: ['A', 'B', 'C', 'D', 'E'],
      level: 'advanced',
    });
    expect(recommendationsJob.prompt({ topics: [' '] })).toBeNull();
  });

  it("a video's subject: its title, channel, YouTube category and first tags, cleaned and cut", () => {
    const prompt = videoSubjectJob.prompt({
      title: ` Chess\u0000 openings ${'x'.repeat(300)} `,
      channelTitle: 'c'.repeat(200),
      youtubeCategory: ' Howto &\n Style ',
      tags: ['chess', 'Chess', ' ', 'y'.repeat(100), ...Array.from({ length: 20 }, (_, i) => `tag ${i}`)],
    });
    expect(prompt?.title).toHaveLength(150);
    expect(String(prompt?.title)).toMatch(/^Chess openings x+$/);
    expect(prompt?.channel).toHaveLength(80);
    expect(prompt?.youtubeCategory).toBe('Howto & Style');
    expect(prompt?.tags).toEqual(['chess', 'y'.repeat(40), ...Array.from({ length: 8 }, (_, i) => `tag ${i}`)]);
    expect(JSON.stringify(prompt).length).toBeLessThan(700);
    // What YouTube did not say is left out; an empty title leaves nothing to ask.
    expect(videoSubjectJob.prompt({ title: 'Lesson 4', channelTitle: null, tags: [] })).toEqual({ title: 'Lesson 4' });
    expect(videoSubjectJob.prompt({ title: ' \u200b ', channelTitle: 'Someone' })).toBeNull();
    for (const id of CATEGORY_IDS) expect(videoSubjectJob.instructions).toContain(`${id}: `);
  });

  it('gives every job a strict JSON schema whose fields are all required', () => {
    for (const job of [relatedTopicsJob, connectionReasonJob, searchQueryJob, recommendationsJob, videoSubjectJob]) {
      expect(job.schema).toMatchObject({ type: 'object', additionalProperties: false });
      expect(Object.keys(job.schema.properties as object)).toEqual(job.schema.required);
      expect(job.instructions).toContain('JSON');
    }
  });
});

describe('what counts as an answer', () => {
  it('related topics: tidied, without the topic itself or repeats, at most 5', () => {
    const input = { topic: 'JavaScript' };
    expect(relatedTopicsJob.finish({ relatedTopics: [' TypeScript ', 'javascript', 'React', 'typescript', 'Node.js', 'Deno', 'Bun', 'Vite'] }, input)).toEqual([
      'TypeScript',
      'React',
      'Node.js',
      'Deno',
      'Bun',
    ]);
    for (const bad of [
      null,
      'TypeScript, React',
      { relatedTopics: 'TypeScript' },
      { relatedTopics: [] },
      { relatedTopics: [42] },
      { relatedTopics: ['x'.repeat(81)] },
      { relatedTopics: ['JavaScript', ' javascript '] },
      { topics: ['TypeScript'] },
    ]) {
      expect(relatedTopicsJob.finish(bad, input)).toBeNull();
    }
  });

  it('a reason and a search query: bounded text', () => {
    expect(connectionReasonJob.finish({ reason: ' You will reuse\nyour components. ' }, { fromTopic: 'a', toTopic: 'b' })).toBe('You will reuse your components.');
    expect(connectionReasonJob.finish({ reason: 'Too short' }, { fromTopic: 'a', toTopic: 'b' })).toBeNull();
    expect(connectionReasonJob.finish({ reason: 'x'.repeat(301) }, { fromTopic: 'a', toTopic: 'b' })).toBeNull();
    expect(searchQueryJob.finish({ searchQuery: 'rust for c++ developers' }, { topic: 'Rust', userTopic: 'C++' })).toBe('rust for c++ developers');
    expect(searchQueryJob.finish({ searchQuery: 'x' }, { topic: 'Rust', userTopic: 'C++' })).toBeNull();
    expect(searchQueryJob.finish({ query: 'rust' }, { topic: 'Rust', userTopic: 'C++' })).toBeNull();
  });

  it("recommendations: from the learner's own topics (in their spelling), to new ones, at most 3", () => {
    const input = { topics: ['JavaScript', 'Python'] };
    const item = (fromTopic: string, toTopic: string) => ({
      fromTopic,
      toTopic,
      reason: `You already know ${fromTopic}, so ${toTopic} comes easily.`,
      searchQuery: `${toTopic} tutorial`,
    });
    const answer = {
      recommendations: [
        item('javascript', 'TypeScript'),
        item('Cooking', 'Baking'),
        item('Python', 'python'),
        item('Python', 'typescript'),
        item('Python', 'NumPy'),
        item('JavaScript', 'React'),
        item('JavaScript', 'Node.js'),
      ],
    };
    expect(recommendationsJob.finish(answer, input)).toEqual([
      { ...item('javascript', 'TypeScript'), fromTopic: 'JavaScript' },
      item('Python', 'NumPy'),
      item('JavaScript', 'React'),
    ]);
    expect(recommendationsJob.finish({ recommendations: [item('Cooking', 'Baking')] }, input)).toBeNull();
    expect(recommendationsJob.finish({ recommendations: [{ ...item('Python', 'NumPy'), reason: 42 }] }, input)).toBeNull();
  });

  it("a video's subject: one of the eight ids (case and spacing forgiven), nothing else", () => {
    const input = { title: 'Chess openings' };
    expect(videoSubjectJob.finish({ subject: 'personal' }, input)).toBe('personal');
    expect(videoSubjectJob.finish({ subject: ' Technology\n' }, input)).toBe('technology');
    for (const bad of [null, 'personal', { subject: 'other' }, { subject: 'Personal Development' }, { subject: ['data'] }, { subject: 3 }, { category: 'data' }, {}]) {
      expect(videoSubjectJob.finish(bad, input)).toBeNull();
    }
    expect(videoSubjectJob.schema).toMatchObject({ properties: { subject: { type: 'string', enum: [...CATEGORY_IDS] } } });
  });
});
