import { sql, type Kysely, type Migration } from 'kysely';

/**
 * The listening tool's embed tokens (decision 0089): who the tool works for while the product
 * shows it in a frame — the person, their organisation, the product's origin the tool may talk
 * to, and the nonce of its tracking messages. Only the token's SHA-256 is stored; tokens expire
 * after an hour.
 */
export const listeningEmbeds: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`
      CREATE TABLE listening_embeds (
        token_hash text PRIMARY KEY,
        org_id uuid NOT NULL REFERENCES organisations (id) ON DELETE CASCADE,
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        parent_origin text NOT NULL CHECK (length(parent_origin) <= 200),
        nonce text NOT NULL CHECK (length(nonce) <= 64),
        expires_at timestamptz NOT NULL
      );
      CREATE INDEX listening_embeds_expiry ON listening_embeds (expires_at);
    `.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await sql`DROP TABLE listening_embeds`.execute(db);
  },
};
