-- Alerts about the activity of users' saved addresses (block alerts in the page, e-mails through
-- SMTP_URL). The server's alert worker scans each newly committed block range of a chain for the
-- saved addresses of users with e-mail notifications or block alerts on, and records one row per
-- (user, address, transaction, direction, token): an outbox, so several API processes may record the
-- same finding (ON CONFLICT DO NOTHING) and an alert found before a crash is still e-mailed after it.
CREATE TABLE address_alerts (
  id              BIGSERIAL PRIMARY KEY,
  user_id         BIGINT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  chain           TEXT NOT NULL,
  address         TEXT NOT NULL,
  -- the saved address's label when the alert was found
  label           TEXT NOT NULL,
  -- transaction hash / txid / signature, in the chain's stored form
  txid            TEXT NOT NULL,
  block_height    BIGINT NOT NULL,
  direction       TEXT NOT NULL CHECK (direction IN ('in', 'out')),
  -- '' for the chain's own coin, else the token contract (EVM) or mint (sol)
  token           TEXT NOT NULL DEFAULT '',
  -- base units (wei, satoshi, lamports, token units), summed per transaction and side
  amount          NUMERIC NOT NULL CHECK (amount >= 0),
  created_at      TIMESTAMPTZ NOT NULL DEFAULT now(),
  -- the address to e-mail, fixed when the alert was found (NULL: no e-mail wanted or no SMTP_URL)
  email_to        TEXT,
  emailed_at      TIMESTAMPTZ,
  email_attempts  INTEGER NOT NULL DEFAULT 0,
  -- when the next attempt may start (backoff after a failure)
  email_next_at   TIMESTAMPTZ NOT NULL DEFAULT now(),
  -- a process sending the e-mail holds the row until then; a crash lets it go by itself
  email_claimed_until TIMESTAMPTZ,
  -- the last failure (a short reason, never the SMTP URL)
  email_error     TEXT,
  UNIQUE (user_id, chain, address, txid, direction, token)
);
-- the user's alerts newest first, and after an id
CREATE INDEX address_alerts_user ON address_alerts (user_id, id);
-- the e-mails still to send
CREATE INDEX address_alerts_outbox ON address_alerts (email_next_at) WHERE email_to IS NOT NULL AND emailed_at IS NULL;

-- How far the alert worker has scanned each chain (the highest height it has looked at).
CREATE TABLE address_alert_cursors (
  chain       TEXT PRIMARY KEY,
  height      BIGINT NOT NULL,
  updated_at  TIMESTAMPTZ NOT NULL DEFAULT now()
);

-- The worker joins each new block's rows with the saved addresses of the chain.
CREATE INDEX saved_addresses_chain_address ON saved_addresses (chain, address);
