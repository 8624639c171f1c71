-- A signed-in user's settings page (spec part 2 §2.11), kept on the server so they follow the user to
-- another browser: one JSON object with exactly the settings' keys (packages/core/src/settings.ts).
-- A user without a row has the defaults. The alert worker reads emailNotifications, emailAddress
-- and blockAlerts from here.
CREATE TABLE user_settings (
  user_id    BIGINT PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  settings   TEXT NOT NULL,
  updated_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
