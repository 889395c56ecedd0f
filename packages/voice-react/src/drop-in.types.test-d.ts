/**
 * The shapes of the `@elevenlabs/react` 1.x types this package exports under the same names,
 * and where they are wider on purpose. `tsc` checks this file (the package's `typecheck`).
 */
import { expectTypeOf } from 'vitest'
import type {
  ClientTool,
  ClientToolResult,
  ClientTools,
  ConversationControlsValue,
  ConversationFeedbackValue,
  ConversationInputValue,
  ConversationModeValue,
  ConversationStatus,
  ConversationStatusValue,
  HookOptions,
  UseConversationOptions,
} from './index'
import { useConversationClientTool } from './index'

expectTypeOf<ConversationStatus>().toEqualTypeOf<
  'disconnected' | 'connecting' | 'connected' | 'disconnecting' | 'error'
>()
expectTypeOf<ConversationStatusValue['message']>().toEqualTypeOf<string | undefined>()
expectTypeOf<ConversationModeValue['mode']>().toEqualTypeOf<'speaking' | 'listening'>()
expectTypeOf<ConversationInputValue['setMuted']>().toEqualTypeOf<(isMuted: boolean) => void>()
expectTypeOf<ConversationFeedbackValue['sendFeedback']>()
  .parameter(0)
  .toEqualTypeOf<boolean | null>()
expectTypeOf<ConversationControlsValue['endSession']>().returns.resolves.toBeVoid()
expectTypeOf<ClientTool<{ city: string }, string>>().toEqualTypeOf<
  (parameters: { city: string }) => Promise<string> | string
>()
// biome-ignore lint/suspicious/noConfusingVoidType: the official type's own union.
expectTypeOf<ClientToolResult>().toEqualTypeOf<string | number | void>()
expectTypeOf<ClientTools['any']>().toEqualTypeOf<ClientTool>()
expectTypeOf<UseConversationOptions>().toHaveProperty('micMuted')
expectTypeOf<HookOptions>().toHaveProperty('clientTools')

// Typed client tools. Wider than the official types, whose `ClientTools` constraint refuses any
// typed parameters under `strictFunctionTypes`: here the parameters are checked and inferred.
type Tools = {
  get_weather: (params: { city: string }) => string
  set_volume: (params: { level: number }) => void
}
export function TypedTools() {
  useConversationClientTool<Tools, 'get_weather'>('get_weather', ({ city }) => `Sunny in ${city}`)
  useConversationClientTool<Tools>('set_volume', ({ level }: { level: number }) => {
    void level
  })
  // @ts-expect-error a tool's parameters are checked against the typed tools
  useConversationClientTool<Tools>('get_weather', (params: { town: number }) => String(params))
  // @ts-expect-error only the typed tools' names are accepted
  useConversationClientTool<Tools>('get_time', () => 'now')
  return null
}

// A record of typed tools is `ClientTools`, as `parameters: any` lets it be in the official client.
const typedTools: ClientTools = {
  get_weather: async ({ city }: { city: string }) => `Sunny in ${city}`,
  set_volume: (({ level }) => {
    void level
  }) satisfies ClientTool<{ level: number }, void>,
}
expectTypeOf(typedTools).toEqualTypeOf<ClientTools>()
// @ts-expect-error a tool still returns what the agent can read
const badTools: ClientTools = { get_time: () => new Date() }
void badTools
