import type { TestProject } from 'vitest/node'
import { startWebhookReceiver } from './webhook-receiver.ts'

/** Starts the webhook receiver once, in Node, and hands its origin to the workerd tests. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const receiver = await startWebhookReceiver()
  project.provide('webhookOrigin', receiver.origin)
  return () => receiver.close()
}
