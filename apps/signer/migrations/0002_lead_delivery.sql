-- Every stored request reaches the owner: each row records whether its notification went out.
-- spam: 1 when the hidden honeypot field was filled. Such rows are kept (a person whose browser
-- filled it is not lost) but never notified, and are deleted sooner.
ALTER TABLE contact_requests ADD COLUMN spam INTEGER NOT NULL DEFAULT 0;
-- pending: not yet delivered (queued or being retried); sent: every channel delivered;
-- failed: retries ran out (the dead-letter queue said so) and a later round will try again;
-- skipped: spam, never notified.
ALTER TABLE contact_requests ADD COLUMN delivery_state TEXT NOT NULL DEFAULT 'pending'
  CHECK (delivery_state IN ('pending', 'sent', 'failed', 'skipped'));
ALTER TABLE contact_requests ADD COLUMN delivery_attempts INTEGER NOT NULL DEFAULT 0;
ALTER TABLE contact_requests ADD COLUMN last_attempt_at TEXT;
ALTER TABLE contact_requests ADD COLUMN delivered_at TEXT;
-- The last failure's reason, for the owner's view (never the visitor's data).
ALTER TABLE contact_requests ADD COLUMN last_error TEXT;
-- Per channel, so a retry after the email went out but the webhook failed never emails twice.
ALTER TABLE contact_requests ADD COLUMN email_sent_at TEXT;
ALTER TABLE contact_requests ADD COLUMN webhook_sent_at TEXT;
-- A consumer holds the row until this time while it delivers, so two copies of one message
-- (queues deliver at least once) cannot both send.
ALTER TABLE contact_requests ADD COLUMN claimed_until TEXT;

CREATE INDEX contact_requests_delivery ON contact_requests (delivery_state, created_at);
CREATE INDEX contact_requests_spam ON contact_requests (spam, created_at);
