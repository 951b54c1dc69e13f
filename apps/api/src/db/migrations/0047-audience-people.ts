import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Audience (platform §2–§4): the people who write to an organisation, built from engage senders
 * across networks and from imports. A person has identities, one per network account (the
 * network's sender id, or its handle when the network gives none); merging moves identities to
 * the person kept and marks the other `merged_into` it, so a merge can be undone. Audiences are
 * saved filters over people. `users.audience_role` is a person's role in Audience: ADMIN,
 * AUDIENCE_USER or none (null: no Audience); it starts as ADMIN for administrators and
 * AUDIENCE_USER for everyone else, and new people get AUDIENCE_USER.
 */
export const audiencePeople: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`
      ALTER TABLE users ADD COLUMN audience_role text DEFAULT 'AUDIENCE_USER'
        CHECK (audience_role IN ('ADMIN', 'AUDIENCE_USER'));
      UPDATE users SET audience_role = CASE WHEN is_admin THEN 'ADMIN' ELSE 'AUDIENCE_USER' END;

      CREATE TABLE audience_people (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        org_id uuid NOT NULL REFERENCES organisations (id) ON DELETE CASCADE,
        name text NOT NULL CHECK (length(name) <= 200),
        email text CHECK (length(email) <= 254),
        phone text CHECK (length(phone) <= 32),
        first_seen_at timestamptz,
        last_seen_at timestamptz,
        conversations integer NOT NULL DEFAULT 0 CHECK (conversations >= 0),
        sentiment text CHECK (sentiment IN ('positive', 'neutral', 'negative')),
        label_ids uuid[] NOT NULL DEFAULT '{}',
        source text NOT NULL DEFAULT 'engage' CHECK (source IN ('engage', 'import')),
        merged_into uuid REFERENCES audience_people (id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX audience_people_by_org ON audience_people (org_id, last_seen_at DESC NULLS LAST, id)
        WHERE merged_into IS NULL;
      CREATE INDEX audience_people_by_name ON audience_people (org_id, lower(name));
      CREATE INDEX audience_people_by_email ON audience_people (org_id, lower(email))
        WHERE email IS NOT NULL;

      CREATE TABLE audience_identities (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        org_id uuid NOT NULL REFERENCES organisations (id) ON DELETE CASCADE,
        person_id uuid NOT NULL REFERENCES audience_people (id) ON DELETE CASCADE,
        network text NOT NULL CHECK (length(network) <= 32),
        sender_key text NOT NULL CHECK (length(sender_key) <= 200),
        handle text CHECK (length(handle) <= 200),
        name text CHECK (length(name) <= 200),
        first_seen_at timestamptz,
        last_seen_at timestamptz,
        UNIQUE (org_id, network, sender_key)
      );
      CREATE INDEX audience_identities_by_person ON audience_identities (person_id);
      CREATE INDEX audience_identities_by_handle ON audience_identities (org_id, lower(handle));

      CREATE TABLE audience_audiences (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        org_id uuid NOT NULL REFERENCES organisations (id) ON DELETE CASCADE,
        name text NOT NULL CHECK (length(name) <= 100),
        filter jsonb NOT NULL,
        pinned boolean NOT NULL DEFAULT false,
        created_by uuid REFERENCES users (id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE UNIQUE INDEX audience_audiences_name ON audience_audiences (org_id, lower(name));
    `.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await sql`
      DROP TABLE audience_audiences;
      DROP TABLE audience_identities;
      DROP TABLE audience_people;
      ALTER TABLE users DROP COLUMN audience_role;
    `.execute(db);
  },
};
