-- Sign-out everywhere: a token carries the user's token_version at signing and is valid only while
-- it matches. A password change, disabling the account or "sign out everywhere" bumps it.
ALTER TABLE users ADD COLUMN token_version INTEGER NOT NULL DEFAULT 0;
