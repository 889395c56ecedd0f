import type { Article } from './types'

/**
 * One loader per article path. Each is its own dynamic import, so a bundler puts every article
 * in a chunk of its own and a page that loads one never ships the other eleven.
 */
const loaders: Readonly<Record<string, () => Promise<Article>>> = {
  '/blog/ai-ethics-compliance': () =>
    import('./articles/ai-ethics-compliance').then((module) => module.aiEthicsCompliance),
  '/blog/ai-implementation-roadmap': () =>
    import('./articles/ai-implementation-roadmap').then((module) => module.aiImplementationRoadmap),
  '/blog/ai-news-briefing-august-2025': () =>
    import('./articles/ai-news-briefing-august-2025').then(
      (module) => module.aiNewsBriefingAugust2025,
    ),
  '/blog/ai-roi-measurement': () =>
    import('./articles/ai-roi-measurement').then((module) => module.aiRoiMeasurement),
  '/blog/chatgpt-natural-conversations': () =>
    import('./articles/chatgpt-natural-conversations').then(
      (module) => module.chatgptNaturalConversations,
    ),
  '/blog/future-of-work-ai': () =>
    import('./articles/future-of-work-ai').then((module) => module.futureOfWorkAi),
  '/blog/google-agentic-ai-update': () =>
    import('./articles/google-agentic-ai-update').then((module) => module.googleAgenticAiUpdate),
  '/blog/offline-opensource-ai': () =>
    import('./articles/offline-opensource-ai').then((module) => module.offlineOpensourceAi),
  '/blog/openai-agentkit-saas-future': () =>
    import('./articles/openai-agentkit-saas-future').then(
      (module) => module.openaiAgentkitSaasFuture,
    ),
  '/blog/prompt-engineering-guide': () =>
    import('./articles/prompt-engineering-guide').then((module) => module.promptEngineeringGuide),
  '/blog/vegan-ai-community': () =>
    import('./articles/vegan-ai-community').then((module) => module.veganAiCommunity),
  '/blog/voice-ai-revolution': () =>
    import('./articles/voice-ai-revolution').then((module) => module.voiceAiRevolution),
}

/**
 * Loads the one article served at a path, or gives `undefined` when no article lives there. Use
 * it where a page needs a single article; `articles` and `articleByPath` read all twelve.
 *
 * @example
 * const article = await loadArticle('/blog/voice-ai-revolution')
 * article?.seoTitle // 'Voice AI Phone Agents for Customer Service'
 */
export function loadArticle(path: string): Promise<Article | undefined> {
  const load = Object.hasOwn(loaders, path) ? loaders[path] : undefined
  return load ? load() : Promise.resolve(undefined)
}
