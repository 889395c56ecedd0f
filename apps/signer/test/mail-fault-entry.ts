import type { SignerEnv } from '../src/env'
import worker from '../src/index'
import type { LeadMessage } from '../src/leads/lead'

// The Worker's Durable Object, which the production entry exports beside its handlers.
export { DailyBudget } from '../src/budget/daily-budget'

/**
 * The mail fault switch the fault tests hold. While `refuseNext` is above zero, each send goes to
 * `REFUSING_MAIL`, a real `send_email` binding whose allow-list leaves the owner out, so the
 * failure is the binding's own ("email to … not allowed", what an unverified Email Routing
 * destination gives in production). Otherwise the send goes to the real `OWNER_MAIL`.
 */
export const mailFaults = { refuseNext: 0, refused: 0, delivered: 0 }

/** The owner mail binding with the fault switch in front of it. */
function switchedMail(env: SignerEnv & { REFUSING_MAIL: SendEmail }): SendEmail {
  return {
    async send(message: EmailMessage) {
      if (mailFaults.refuseNext > 0) {
        mailFaults.refuseNext -= 1
        mailFaults.refused += 1
        return env.REFUSING_MAIL.send(message)
      }
      const sent = await env.OWNER_MAIL.send(message)
      mailFaults.delivered += 1
      return sent
    },
  } as SendEmail
}

/** The signer's own Worker, its queue consumer given the switched mail binding. */
export default {
  ...worker,
  queue(batch: MessageBatch<LeadMessage>, env: SignerEnv) {
    const faultEnv = env as SignerEnv & { REFUSING_MAIL: SendEmail }
    return worker.queue(batch, { ...env, OWNER_MAIL: switchedMail(faultEnv) })
  },
} satisfies ExportedHandler<SignerEnv, LeadMessage>
