import type { AiProvider } from '../src/providers/ai/types.ts';

/**
 * One model provider for the app under test that forwards to whichever provider a test chose last
 * (`use`): each test can start from a fresh provider, as a failed one rests for 30 s.
 */
export function switchableAi(): { ai: AiProvider; use: (provider: AiProvider) => void } {
  let chosen: AiProvider | undefined;
  const current = (): AiProvider => {
    if (!chosen) throw new Error('switchableAi: no provider chosen yet (call use first)');
    return chosen;
  };
  const ai: AiProvider = {
    get available() {
      return current().available;
    },
    get model() {
      return current().model;
    },
    relatedTopics: (i, o) => current().relatedTopics(i, o),
    connectionReason: (i, o) => current().connectionReason(i, o),
    searchQuery: (i, o) => current().searchQuery(i, o),
    recommendations: (i, o) => current().recommendations(i, o),
    videoSubject: (i, o) => current().videoSubject(i, o),
  };
  return {
    ai,
    use: (provider) => {
      chosen = provider;
    },
  };
}
