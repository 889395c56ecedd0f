import type { Context } from 'hono'
import type { AppEnv, SignerEnv } from '../env'
import { jsonError, jsonRefusal } from '../errors'
import { budgetDay, budgetLimit } from './budget-day'
import type { BudgetKind } from './daily-budget'

/** The one DailyBudget object; `BUDGET_SCOPE` names another (tests use their own). */
export function dailyBudget(env: SignerEnv) {
  return env.DAILY_BUDGET.get(env.DAILY_BUDGET.idFromName(env.BUDGET_SCOPE || 'site'))
}

/** Whether voice is switched off: by the `VOICE_ENABLED=false` var, or by the stored switch. */
export async function voiceSwitchedOff(env: SignerEnv): Promise<boolean> {
  if (env.VOICE_ENABLED?.trim().toLowerCase() === 'false') return true
  return !(await dailyBudget(env).voiceSwitch()).enabled
}

const budgets = {
  voice: { variable: 'VOICE_DAILY_BUDGET', error: 'Voice assistant busy' },
  contact: { variable: 'CONTACT_DAILY_BUDGET', error: 'Too many messages today' },
} as const

/**
 * Counts one `kind` against the day's budget, or answers why not: 503 `voice-budget` /
 * `contact-budget` once the day's budget is used up, 503 `voice-off` while the kill switch is
 * off, 500 when the budget setting is unusable. Called after every other check that can refuse
 * the request and before the work that costs money or fills the database, so only requests that
 * are really served are counted.
 *
 * @param busyText - the refusal's `details`: what the visitor is told to do instead.
 * @returns `undefined` when counted; the refusal to send otherwise.
 */
export async function spendBudget(
  c: Context<AppEnv>,
  kind: BudgetKind,
  busyText: string,
): Promise<Response | undefined> {
  const { variable, error } = budgets[kind]
  const limit = budgetLimit(c.env[variable])
  if (limit === undefined) {
    console.error(`signer: ${variable} is missing or not a whole number`)
    return jsonError(c, 500, 'Signer not configured', 'Please let the site owner know.')
  }
  if (kind === 'voice' && (await voiceSwitchedOff(c.env))) {
    return jsonRefusal(c, 503, 'voice-off', 'Voice assistant off', busyText)
  }
  const taken = await dailyBudget(c.env).take(kind, budgetDay(), limit)
  return taken.ok ? undefined : jsonRefusal(c, 503, `${kind}-budget`, error, busyText)
}
