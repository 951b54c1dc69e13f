import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Benchmark (decision 0076). Public channels are what the networks show everyone, so the copy the
 * product keeps of them — the channel, its daily public metrics and its posts — is shared by
 * every organisation that follows it; brands and the public channels they follow are an
 * organisation's own. `add_ons` are products an organisation has beyond its package
 * (`benchmark` makes `suite` the `suiteWithBenchmark` feature package).
 */
export const benchmarkBrands: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`
      ALTER TABLE organisations ADD COLUMN add_ons text[] NOT NULL DEFAULT '{}';

      CREATE TABLE public_channels (
        id text PRIMARY KEY CHECK (length(id) <= 200),
        network text NOT NULL,
        handle text NOT NULL,
        name text NOT NULL,
        url text NOT NULL,
        thumbnail_url text,
        follower_count integer NOT NULL DEFAULT 0 CHECK (follower_count >= 0),
        has_reach boolean NOT NULL,
        history_since date,
        fetched_at timestamptz NOT NULL DEFAULT now()
      );

      CREATE TABLE public_channel_days (
        public_channel_id text NOT NULL REFERENCES public_channels (id) ON DELETE CASCADE,
        day date NOT NULL,
        fans integer NOT NULL CHECK (fans >= 0),
        posts integer NOT NULL CHECK (posts >= 0),
        reactions integer NOT NULL CHECK (reactions >= 0),
        comments integer NOT NULL CHECK (comments >= 0),
        shares integer NOT NULL CHECK (shares >= 0),
        views integer NOT NULL CHECK (views >= 0),
        reach integer CHECK (reach >= 0),
        impressions integer CHECK (impressions >= 0),
        PRIMARY KEY (public_channel_id, day)
      );

      CREATE TABLE public_posts (
        id text PRIMARY KEY CHECK (length(id) <= 200),
        public_channel_id text NOT NULL REFERENCES public_channels (id) ON DELETE CASCADE,
        published_at timestamptz NOT NULL,
        type text NOT NULL,
        text text NOT NULL,
        permalink text NOT NULL,
        thumbnail_url text,
        reactions integer NOT NULL CHECK (reactions >= 0),
        comments integer NOT NULL CHECK (comments >= 0),
        shares integer NOT NULL CHECK (shares >= 0),
        views integer NOT NULL CHECK (views >= 0),
        reach integer CHECK (reach >= 0),
        impressions integer CHECK (impressions >= 0),
        sentiment text
      );
      CREATE INDEX public_posts_by_channel ON public_posts (public_channel_id, published_at DESC, id DESC);

      CREATE TABLE benchmark_brands (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        org_id uuid NOT NULL REFERENCES organisations (id) ON DELETE CASCADE,
        name text NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
        details text CHECK (length(details) <= 500),
        own_brand boolean NOT NULL DEFAULT false,
        team_ids uuid[] NOT NULL DEFAULT '{}',
        onboarding_status text NOT NULL DEFAULT 'notStarted',
        created_by uuid REFERENCES users (id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE UNIQUE INDEX benchmark_brands_name ON benchmark_brands (org_id, lower(name));

      CREATE TABLE benchmark_brand_channels (
        brand_id uuid NOT NULL REFERENCES benchmark_brands (id) ON DELETE CASCADE,
        public_channel_id text NOT NULL REFERENCES public_channels (id),
        org_id uuid NOT NULL REFERENCES organisations (id) ON DELETE CASCADE,
        added_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (brand_id, public_channel_id)
      );
      CREATE INDEX benchmark_brand_channels_by_org ON benchmark_brand_channels (org_id, public_channel_id);
    `.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await sql`
      DROP TABLE benchmark_brand_channels;
      DROP TABLE benchmark_brands;
      DROP TABLE public_posts;
      DROP TABLE public_channel_days;
      DROP TABLE public_channels;
      ALTER TABLE organisations DROP COLUMN add_ons;
    `.execute(db);
  },
};
