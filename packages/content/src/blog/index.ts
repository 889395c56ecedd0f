import { aiEthicsCompliance } from './articles/ai-ethics-compliance'
import { aiImplementationRoadmap } from './articles/ai-implementation-roadmap'
import { aiNewsBriefingAugust2025 } from './articles/ai-news-briefing-august-2025'
import { aiRoiMeasurement } from './articles/ai-roi-measurement'
import { chatgptNaturalConversations } from './articles/chatgpt-natural-conversations'
import { futureOfWorkAi } from './articles/future-of-work-ai'
import { googleAgenticAiUpdate } from './articles/google-agentic-ai-update'
import { offlineOpensourceAi } from './articles/offline-opensource-ai'
import { openaiAgentkitSaasFuture } from './articles/openai-agentkit-saas-future'
import { promptEngineeringGuide } from './articles/prompt-engineering-guide'
import { veganAiCommunity } from './articles/vegan-ai-community'
import { voiceAiRevolution } from './articles/voice-ai-revolution'
import { articlePath } from './paths'
import type { Article } from './types'

export { blogCards } from './cards'
export { articlePath } from './paths'
export { articleTexts, readTimeMinutes, wordCount, wordsPerMinute } from './reading'
export type * from './types'

/** Every article of the blog, oldest first. */
export const articles: readonly Article[] = [
  offlineOpensourceAi,
  aiImplementationRoadmap,
  voiceAiRevolution,
  aiEthicsCompliance,
  promptEngineeringGuide,
  aiRoiMeasurement,
  futureOfWorkAi,
  veganAiCommunity,
  aiNewsBriefingAugust2025,
  googleAgenticAiUpdate,
  openaiAgentkitSaasFuture,
  chatgptNaturalConversations,
].sort((a, b) => a.datePublished.localeCompare(b.datePublished))

/** The article served at a path, or `undefined` when no article lives there. */
export function articleByPath(path: string): Article | undefined {
  return articles.find((article) => articlePath(article) === path)
}
