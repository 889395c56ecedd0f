-- Contact requests from the home page form. One row per request the visitor actually sent:
-- a double submit carrying the same Idempotency-Key maps onto the same row.
CREATE TABLE contact_requests (
  id TEXT PRIMARY KEY,
  -- The client's Idempotency-Key header, when given. UNIQUE makes a replay a no-op insert.
  idempotency_key TEXT UNIQUE,
  -- SHA-256 of the validated request, to refuse a key reused for different content.
  request_hash TEXT NOT NULL,
  name TEXT NOT NULL,
  email TEXT NOT NULL,
  phone TEXT,
  company TEXT,
  message TEXT NOT NULL,
  created_at TEXT NOT NULL
);

CREATE INDEX contact_requests_created_at ON contact_requests (created_at);
