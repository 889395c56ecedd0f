import type { TestProject } from 'vitest/node'
import { startFakeUpstream } from './fake-upstream.ts'

/**
 * Starts the fake ElevenLabs endpoint once for the workerd tests, in Node (workerd cannot listen),
 * and hands its origin to them as `inject('fakeUpstreamOrigin')`.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const upstream = await startFakeUpstream()
  project.provide('fakeUpstreamOrigin', upstream.origin)
  return () => upstream.close()
}
