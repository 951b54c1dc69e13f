import { sql, type Kysely, type Migration } from 'kysely';

/** Organisations, users, teams, channels, labels, signing keys and refresh tokens. */
export const organisationsAndIdentity: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`
      CREATE TABLE organisations (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        name text NOT NULL,
        package_name text NOT NULL DEFAULT 'suite',
        ai_features_enabled boolean NOT NULL DEFAULT false,
        labels_restricted boolean NOT NULL DEFAULT true,
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE TABLE users (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        org_id uuid NOT NULL REFERENCES organisations (id) ON DELETE CASCADE,
        email text NOT NULL,
        password_hash text NOT NULL,
        first_name text NOT NULL,
        last_name text NOT NULL,
        is_admin boolean NOT NULL DEFAULT false,
        default_channel_role text NOT NULL DEFAULT 'EDITOR',
        locale text NOT NULL DEFAULT 'en',
        profile_picture text,
        realm_roles text[] NOT NULL DEFAULT '{}',
        login_count integer NOT NULL DEFAULT 0,
        context_team_id uuid,
        last_login timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        deleted_at timestamptz
      );
      CREATE UNIQUE INDEX users_email_key ON users (lower(email)) WHERE deleted_at IS NULL;
      CREATE INDEX users_org_idx ON users (org_id);
      CREATE TABLE teams (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        org_id uuid NOT NULL REFERENCES organisations (id) ON DELETE CASCADE,
        name text NOT NULL,
        color text,
        manage_ad_accounts boolean NOT NULL DEFAULT false,
        manage_channels boolean NOT NULL DEFAULT false,
        manage_templates boolean NOT NULL DEFAULT false,
        manage_user boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX teams_org_idx ON teams (org_id);
      CREATE TABLE team_members (
        team_id uuid NOT NULL REFERENCES teams (id) ON DELETE CASCADE,
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        role text NOT NULL,
        PRIMARY KEY (team_id, user_id)
      );
      CREATE INDEX team_members_user_idx ON team_members (user_id);
      CREATE TABLE channels (
        id text PRIMARY KEY,
        org_id uuid NOT NULL REFERENCES organisations (id) ON DELETE CASCADE,
        network text NOT NULL,
        name text NOT NULL,
        name_override text,
        username text,
        platform_id text NOT NULL,
        profile_image_url text,
        state text NOT NULL DEFAULT 'CONNECTED',
        indexing_status text NOT NULL DEFAULT 'INDEXED',
        connected_at timestamptz NOT NULL DEFAULT now(),
        marked_for_deletion_at timestamptz
      );
      CREATE INDEX channels_org_idx ON channels (org_id);
      CREATE TABLE team_channels (
        team_id uuid NOT NULL REFERENCES teams (id) ON DELETE CASCADE,
        channel_id text NOT NULL REFERENCES channels (id) ON DELETE CASCADE,
        PRIMARY KEY (team_id, channel_id)
      );
      CREATE INDEX team_channels_channel_idx ON team_channels (channel_id);
      CREATE TABLE channel_roles (
        channel_id text NOT NULL REFERENCES channels (id) ON DELETE CASCADE,
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        role text NOT NULL,
        PRIMARY KEY (channel_id, user_id)
      );
      CREATE INDEX channel_roles_user_idx ON channel_roles (user_id);
      CREATE TABLE labels (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        org_id uuid NOT NULL REFERENCES organisations (id) ON DELETE CASCADE,
        name text NOT NULL,
        color text NOT NULL
      );
      CREATE UNIQUE INDEX labels_org_name_key ON labels (org_id, lower(name));
      CREATE TABLE signing_keys (
        kid text PRIMARY KEY,
        private_jwk jsonb NOT NULL,
        public_jwk jsonb NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE TABLE refresh_tokens (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        family_id uuid NOT NULL,
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        token_hash text NOT NULL UNIQUE,
        expires_at timestamptz NOT NULL,
        rotated_at timestamptz,
        revoked_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX refresh_tokens_family_idx ON refresh_tokens (family_id);
    `.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await sql`
      DROP TABLE refresh_tokens, signing_keys, labels, channel_roles, team_channels, channels,
        team_members, teams, users, organisations;
    `.execute(db);
  },
};
