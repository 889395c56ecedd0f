import { DurableObject } from 'cloudflare:workers'

/** What a budget counts: signed URLs (each a billed conversation) or stored contact requests. */
export type BudgetKind = 'voice' | 'contact'

/** Outcome of {@link DailyBudget.take}. */
export type BudgetTake = { ok: true; used: number } | { ok: false; used: number }

/** The kill switch as stored: voice on or off, and when and why it was last set. */
export interface VoiceSwitch {
  enabled: boolean
  changedAt?: string
  note?: string
}

const SWITCH_KEY = 'voice-switch'

/**
 * One object for the whole site (every Cloudflare location asks the same one) holding the day's
 * counts and the voice kill switch. A Durable Object runs one request at a time, and `take`
 * checks and counts without awaiting in between, so the budget is exact however many requests
 * arrive at once; the count is written to storage as well, so it survives the object being
 * evicted. Days are UTC dates; each new day starts from zero, and older days' counts are dropped.
 */
export class DailyBudget extends DurableObject<Env> {
  #counts = new Map<string, number>()
  #voice: VoiceSwitch = { enabled: true }

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, env)
    void ctx.blockConcurrencyWhile(async () => {
      const stored = await ctx.storage.list<number>({ prefix: 'count:' })
      for (const [key, value] of stored) this.#counts.set(key, value)
      this.#voice = (await ctx.storage.get<VoiceSwitch>(SWITCH_KEY)) ?? { enabled: true }
    })
  }

  /**
   * Counts one `kind` for `day` if fewer than `limit` were counted that day; refuses otherwise
   * (nothing counted).
   */
  take(kind: BudgetKind, day: string, limit: number): BudgetTake {
    const key = `count:${kind}:${day}`
    const used = this.#counts.get(key) ?? 0
    if (used >= limit) return { ok: false, used }
    this.#counts.set(key, used + 1)
    // Not awaited: the output gate holds the answer until the write is durable, and the next
    // request already sees the new count in memory.
    void this.ctx.storage.put(key, used + 1)
    this.#forgetOtherDays(kind, day)
    return { ok: true, used: used + 1 }
  }

  /** How many of `kind` were counted on `day`. */
  used(kind: BudgetKind, day: string): number {
    return this.#counts.get(`count:${kind}:${day}`) ?? 0
  }

  /** The kill switch: whether voice conversations may start. */
  voiceSwitch(): VoiceSwitch {
    return this.#voice
  }

  /** Turns voice on or off for every visitor at once, until it is set again. */
  setVoiceSwitch(enabled: boolean, note?: string): VoiceSwitch {
    this.#voice = { enabled, changedAt: new Date().toISOString(), ...(note ? { note } : {}) }
    void this.ctx.storage.put(SWITCH_KEY, this.#voice)
    return this.#voice
  }

  #forgetOtherDays(kind: BudgetKind, day: string): void {
    const current = `count:${kind}:${day}`
    for (const key of this.#counts.keys()) {
      if (key.startsWith(`count:${kind}:`) && key !== current) {
        this.#counts.delete(key)
        void this.ctx.storage.delete(key)
      }
    }
  }
}
