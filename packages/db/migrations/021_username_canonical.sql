-- Usernames are told apart by a canonical form (issue 22): NFKC, then lower case, so `Demo`, `DEMO`
-- and fullwidth `ｄｅｍｏ` are one account. The form is computed by the application only
-- (@explorer/core canonicalUsername), never here: PostgreSQL's lower() depends on the database's
-- locale and differs from JavaScript's on some letters, and one definition must decide.
--
-- Rows made before this migration start without it; the application fills them in id order when it
-- opens the database (users-repository backfillCanonical). A later row whose form an earlier row
-- already holds keeps NULL: it is not merged and still signs in by its exact name, and every start
-- logs it as a clash until an administrator renames it (`explorer user rename OLD NEW`).
ALTER TABLE users ADD COLUMN username_canonical TEXT;
CREATE UNIQUE INDEX users_username_canonical_key ON users (username_canonical);
