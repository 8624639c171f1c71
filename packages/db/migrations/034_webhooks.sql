-- Issue 27 part 3: webhooks. A user's endpoints (URL, the saved addresses they cover — all or the
-- chosen ones in webhook_addresses — and the events they want) and the delivery outbox the alert
-- worker fills and every API process drains (rows claimed with a lease, FOR UPDATE SKIP LOCKED).
--
-- * webhooks.secret: the HMAC-SHA256 key of the signature header, shown to the user once; kept as
--   it is (the server signs with it: a hash would not do; no key store to encrypt it with).
-- * events: 'incoming', 'outgoing' (the chain's own coin in or out of a covered address), 'token'
--   (token transfers either way), 'block' (a new block of each chain in block_chains).
-- * webhook_deliveries: one row per (webhook, event): event_key makes an event found by several
--   processes one delivery. payload is the event's data (the body adds the delivery id, the event
--   name and the time). Retried with backoff until delivered (a 2xx) or expires_at (24 h) passes.
CREATE TABLE webhooks (
  id            BIGSERIAL PRIMARY KEY,
  user_id       BIGINT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  url           TEXT NOT NULL,
  secret        TEXT NOT NULL,
  all_addresses BOOLEAN NOT NULL DEFAULT true,
  events        TEXT[] NOT NULL,
  block_chains  TEXT[] NOT NULL DEFAULT '{}',
  enabled       BOOLEAN NOT NULL DEFAULT true,
  created_at    TIMESTAMPTZ NOT NULL DEFAULT now(),
  updated_at    TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX webhooks_user ON webhooks (user_id, id);

-- the chosen saved addresses of a webhook that does not cover all (a deleted address leaves it)
CREATE TABLE webhook_addresses (
  webhook_id  BIGINT NOT NULL REFERENCES webhooks (id) ON DELETE CASCADE,
  address_id  BIGINT NOT NULL REFERENCES saved_addresses (id) ON DELETE CASCADE,
  PRIMARY KEY (webhook_id, address_id)
);

CREATE TABLE webhook_deliveries (
  id               BIGSERIAL PRIMARY KEY,
  webhook_id       BIGINT NOT NULL REFERENCES webhooks (id) ON DELETE CASCADE,
  -- address.incoming, address.outgoing, token.transfer, block.new
  event            TEXT NOT NULL,
  event_key        TEXT NOT NULL,
  payload          JSONB NOT NULL,
  status           TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'delivered', 'failed')),
  attempts         INTEGER NOT NULL DEFAULT 0,
  next_at          TIMESTAMPTZ NOT NULL DEFAULT now(),
  claimed_until    TIMESTAMPTZ,
  expires_at       TIMESTAMPTZ NOT NULL DEFAULT now() + interval '24 hours',
  -- the last attempt: the HTTP status (NULL: no answer) and a short reason (never the URL)
  last_status      INTEGER,
  last_error       TEXT,
  last_attempt_at  TIMESTAMPTZ,
  delivered_at     TIMESTAMPTZ,
  created_at       TIMESTAMPTZ NOT NULL DEFAULT now(),
  UNIQUE (webhook_id, event_key)
);
-- the deliveries still to send
CREATE INDEX webhook_deliveries_due ON webhook_deliveries (next_at) WHERE status = 'pending';
-- a webhook's delivery log newest first (keyset by id)
CREATE INDEX webhook_deliveries_log ON webhook_deliveries (webhook_id, id);

INSERT INTO permission_types (config_value, config_name, sort_order) VALUES ('webhooks:write', '管理Webhook', 9);
