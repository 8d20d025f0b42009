import { describe, expect, it } from 'vitest';
import { adaptiveInsights, confidence, learningStyle, allStats, skillLevel, skillProfiles, struggleAnalysis, trend, type VideoFacts } from './skill-formulas.ts';

// The hand-computed examples of decision 0033, one test each.
const NOW = new Date('2030-01-31T12:00:00Z');
const daysAgo = (days: number) => NOW.getTime() - days * 24 * 60 * 60_000;
let nextId = 1;
function fact(fields: Partial<VideoFacts>): VideoFacts {
  return {
    videoId: nextId++,
    subject: 'technology',
    difficulty: 1,
    topics: [],
    currentTime: 0,
    isCompleted: false,
    completedAt: null,
    progressUpdatedAt: daysAgo(1),
    watchSeconds: 0,
    lastWatchedAt: null,
    rating: null,
    ratedAt: null,
    ...fields,
  };
}
const done = (fields: Partial<VideoFacts>) => fact({ isCompleted: true, completedAt: daysAgo(1), currentTime: 95, ...fields });

describe('skill level and confidence (decision 0033, example 1)', () => {
  const a = done({ difficulty: 2, watchSeconds: 900, rating: 3, ratedAt: daysAgo(1), topics: ['arrays', 'big-o'] });
  const b = done({ difficulty: 1, watchSeconds: 300, topics: ['big-o'] });
  const c = fact({ difficulty: 3, currentTime: 120, watchSeconds: 120, rating: 5, ratedAt: daysAgo(1), topics: ['amortized-analysis'] });

  it('three technology videos, two done, rated Perfect and Too Hard: level 2.9, confidence 0.5, 22 minutes', () => {
    // 1 + 3·(2/3) + 2·(2/10) + (1.5 − 1) + 2·(−0.5) = 2.9; e = 3 + 2 = 5, 5/10 = 0.5; 1320 s = 22 min.
    expect(skillProfiles([a, b, c], NOW)).toEqual([
      {
        id: 3,
        subject: 'technology',
        skillLevel: 2.9,
        confidence: 0.5,
        completionRate: 0.67,
        totalWatchTime: 22,
        masteredTopics: ['big-o', 'arrays'],
        strugglingTopics: ['amortized-analysis'],
        lastAssessed: new Date(daysAgo(1)).toISOString(),
      },
    ]);
  });

  it('the same with the third video rated Perfect instead: level 3.9 (a Too Hard rating takes 1 off here)', () => {
    expect(skillProfiles([a, b, { ...c, rating: 3 }], NOW)[0]?.skillLevel).toBe(3.9);
  });
});

describe('one video (decision 0033, example 2)', () => {
  const only = done({ subject: 'data', difficulty: 1, watchSeconds: 89 });
  it('completed, unrated beginner video: 1 + 3 + 0.2 = 4.2, confidence 1/6 = 0.17, 1 minute', () => {
    expect(skillProfiles([only], NOW)[0]).toMatchObject({ id: 8, subject: 'data', skillLevel: 4.2, confidence: 0.17, completionRate: 1, totalWatchTime: 1, masteredTopics: [], strugglingTopics: [] });
  });
  it('rated Too Hard: 4.2 − 2 = 2.2, confidence 2/7 = 0.29', () => {
    expect(skillProfiles([{ ...only, rating: 5, ratedAt: daysAgo(0) }], NOW)[0]).toMatchObject({ skillLevel: 2.2, confidence: 0.29 });
  });
  it('rated Too Easy: 6.2', () => {
    expect(skillProfiles([{ ...only, rating: 1, ratedAt: daysAgo(0) }], NOW)[0]?.skillLevel).toBe(6.2);
  });
});

describe('the scale’s ends', () => {
  it('12 advanced videos done and rated Too Easy: 1 + 3 + 2 + 2 + 2 = 10', () => {
    expect(skillLevel({ completionRate: 1, completed: 12, depth: 3, feedback: 1 })).toBe(10);
  });
  it('one started beginner video rated Too Hard: 1 − 2 clamps to 1', () => {
    expect(skillLevel({ completionRate: 0, completed: 0, depth: 1, feedback: -1 })).toBe(1);
  });
  it('confidence grows with evidence and never reaches 1', () => {
    expect([confidence(0, 0), confidence(1, 0), confidence(5, 0), confidence(45, 0)]).toEqual([0, 0.17, 0.5, 0.9]);
  });
  it('a video opened but not watched, completed or rated does not count; no subject: []', () => {
    expect(skillProfiles([fact({ currentTime: 0 })], NOW)).toEqual([]);
    expect(skillProfiles([], NOW)).toEqual([]);
  });
});

describe('topics', () => {
  it('stalled videos (started, unfinished, untouched 14 days) are struggling; their topics leave the mastered list', () => {
    const stalled = fact({ currentTime: 30, progressUpdatedAt: daysAgo(15), topics: ['sql'] });
    const fresh = fact({ currentTime: 30, progressUpdatedAt: daysAgo(13), topics: ['joins'] });
    const mastered = done({ topics: ['sql', 'indexes'] });
    const [profile] = skillProfiles([stalled, fresh, mastered], NOW);
    expect(profile?.strugglingTopics).toEqual(['sql']);
    expect(profile?.masteredTopics).toEqual(['indexes']);
  });
});

describe('trend', () => {
  it('new without activity; improving with more completions in the last 14 days than the 14 before; struggling when Too Hard ratings keep up with completions; else steady', () => {
    expect(trend([], NOW)).toBe('new');
    expect(trend([done({ completedAt: daysAgo(2) }), done({ completedAt: daysAgo(20) }), done({ completedAt: daysAgo(3) })], NOW)).toBe('improving');
    expect(trend([done({ completedAt: daysAgo(2) }), fact({ currentTime: 5, rating: 5, ratedAt: daysAgo(1) })], NOW)).toBe('struggling');
    expect(trend([done({ completedAt: daysAgo(2) }), done({ completedAt: daysAgo(20) })], NOW)).toBe('steady');
    // A Too Hard rating 15 days ago is outside the window.
    expect(trend([fact({ currentTime: 5, rating: 5, ratedAt: daysAgo(15) })], NOW)).toBe('steady');
  });
});

describe('learning style', () => {
  const style = (facts: VideoFacts[]) => learningStyle(allStats(facts));
  it('explorer, focused, finisher, sampler, balanced and new', () => {
    expect(style([])).toBe('new');
    expect(style((['business', 'health', 'design', 'data'] as const).map((subject) => fact({ subject, currentTime: 5 })))).toBe('explorer');
    expect(style([fact({ subject: 'data', watchSeconds: 700, currentTime: 5 }), fact({ subject: 'design', watchSeconds: 300, currentTime: 5 })])).toBe('focused');
    expect(style([fact({ subject: 'data', watchSeconds: 500, currentTime: 5 }), fact({ subject: 'design', watchSeconds: 500, currentTime: 5 })])).toBe('balanced');
    expect(style([done({}), done({}), done({ subject: 'data' })])).toBe('finisher');
    expect(style(Array.from({ length: 5 }, () => fact({ currentTime: 5 })))).toBe('sampler');
  });
});

describe('adaptive insights', () => {
  it('example 1 and a data video: averages, strengths, struggling areas and next steps', () => {
    const facts = [
      done({ difficulty: 2, watchSeconds: 900, rating: 3, ratedAt: daysAgo(1) }),
      done({ difficulty: 1, watchSeconds: 300 }),
      fact({ difficulty: 3, currentTime: 120, watchSeconds: 120, rating: 5, ratedAt: daysAgo(1) }),
      done({ subject: 'data', rating: 1, ratedAt: daysAgo(1) }),
    ];
    // technology 2.9; data 1 + 3 + 0.2 + 0 + 2 = 6.2; average 4.55 -> 4.6 (one decimal); 3 of 4 done = 0.75.
    expect(adaptiveInsights(facts, ['design', 'data'], NOW)).toEqual({
      overallProgress: { averageSkillLevel: 4.6, overallCompletionRate: 0.75, totalSubjects: 2 },
      adaptationTrends: { trend: 'improving' },
      learningStyle: 'focused',
      strengths: ['data'],
      strugglingAreas: ['technology'],
      nextSteps: [
        'Revisit the basics of Technology and Computer Science: pick a beginner video and rate it after watching.',
        'Step up in Data Science and Analytics: try an intermediate or advanced video.',
        'Start your first Graphic Design and Arts video.',
        'Finish the 1 video you have started.',
      ],
    });
  });

  it('nothing yet', () => {
    expect(adaptiveInsights([], ['business'], NOW)).toEqual({
      overallProgress: { averageSkillLevel: 0, overallCompletionRate: 0, totalSubjects: 0 },
      adaptationTrends: { trend: 'new' },
      learningStyle: 'new',
      strengths: [],
      strugglingAreas: [],
      nextSteps: ['Start your first Business and Management video.', 'Watch your first video and rate its difficulty.'],
    });
  });
});

describe('struggle analysis', () => {
  it('velocity = completions in 30 days / 30; issues and recommendations by rule', () => {
    const facts = [
      done({ completedAt: daysAgo(1) }),
      done({ completedAt: daysAgo(10) }),
      done({ completedAt: daysAgo(29) }),
      done({ completedAt: daysAgo(31) }),
      fact({ subject: 'languages', currentTime: 10, progressUpdatedAt: daysAgo(20), rating: 5, ratedAt: daysAgo(20) }),
    ];
    // 3 completions in the last 30 days: 3/30 = 0.1.
    expect(struggleAnalysis(facts, NOW)).toEqual({
      learningVelocity: 0.1,
      strugglingSubjects: ['languages'],
      commonIssues: ['1 video rated Too Hard', '1 video started but untouched for 14 days or more'],
      recommendations: ['Slow down in Languages: rewatch the parts that felt hard and take notes before moving on.', 'Pick up one of your unfinished videos before starting new ones.'],
    });
  });

  it('quiet for a week, low completion in a subject', () => {
    const facts = [1, 2, 3].map(() => fact({ subject: 'design', currentTime: 10, progressUpdatedAt: daysAgo(8) }));
    expect(struggleAnalysis(facts, NOW)).toEqual({
      learningVelocity: 0,
      strugglingSubjects: ['design'],
      commonIssues: ['Few videos finished in Graphic Design and Arts (0%)', 'No learning activity in the last 7 days'],
      recommendations: ['Slow down in Graphic Design and Arts: rewatch the parts that felt hard and take notes before moving on.', 'Plan a short session on most days: one video every few days adds up.'],
    });
    expect(struggleAnalysis([], NOW)).toEqual({ learningVelocity: 0, strugglingSubjects: [], commonIssues: [], recommendations: ['Watch a video and rate its difficulty to get your first insights.'] });
  });
});
