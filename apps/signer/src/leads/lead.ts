/** Where a request's owner notification stands (`contact_requests.delivery_state`). */
export type DeliveryState = 'pending' | 'sent' | 'failed' | 'skipped'

/** A stored contact request as the owner sees it: the visitor's fields and its delivery record. */
export type Lead = {
  id: string
  name: string
  email: string
  phone: string | null
  company: string | null
  message: string
  created_at: string
  spam: number
  delivery_state: DeliveryState
  delivery_attempts: number
  last_attempt_at: string | null
  delivered_at: string | null
  last_error: string | null
  email_sent_at: string | null
  webhook_sent_at: string | null
}

/** The body of a lead queue message: only the row's id, so no personal data sits in the queue. */
export type LeadMessage = { id: string }

/** The queue that delivers notifications, and the one that catches what it gave up on. */
export const LEAD_QUEUE_NAME = 'kookaburra-leads'
/** The dead-letter queue of {@link LEAD_QUEUE_NAME}. */
export const LEAD_DEAD_LETTER_QUEUE_NAME = 'kookaburra-leads-dlq'
