import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Channel groups (docs/decisions/0036): named sets of an organisation's channels. A channel
 * marked for deletion is out of every group at once (groups list live channels only) and back in
 * them when connected again within 30 days; purging it deletes its memberships. Campaign tracking
 * (docs/decisions/0037): tracking templates, and each channel's template and mappings beside
 * its `campaign_tracking_enabled` (migration 0003). Names are unique per organisation, in any
 * case.
 */
export const channelGroupsAndTracking: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`
      CREATE TABLE channel_groups (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        org_id uuid NOT NULL REFERENCES organisations (id) ON DELETE CASCADE,
        name text NOT NULL,
        created_by uuid REFERENCES users (id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE UNIQUE INDEX channel_groups_name_idx ON channel_groups (org_id, lower(name));

      CREATE TABLE channel_group_members (
        group_id uuid NOT NULL REFERENCES channel_groups (id) ON DELETE CASCADE,
        channel_id text NOT NULL REFERENCES channels (id) ON DELETE CASCADE,
        PRIMARY KEY (group_id, channel_id)
      );
      CREATE INDEX channel_group_members_channel_idx ON channel_group_members (channel_id);

      CREATE TABLE tracking_templates (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        org_id uuid NOT NULL REFERENCES organisations (id) ON DELETE CASCADE,
        name text NOT NULL,
        parameters jsonb NOT NULL DEFAULT '[]',
        created_by uuid REFERENCES users (id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE UNIQUE INDEX tracking_templates_name_idx ON tracking_templates (org_id, lower(name));

      ALTER TABLE channels
        ADD COLUMN campaign_tracking_template_id uuid
          REFERENCES tracking_templates (id) ON DELETE SET NULL,
        ADD COLUMN campaign_tracking_mappings jsonb NOT NULL DEFAULT '[]';
      CREATE INDEX channels_tracking_template_idx ON channels (campaign_tracking_template_id)
        WHERE campaign_tracking_template_id IS NOT NULL;
    `.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await sql`
      ALTER TABLE channels
        DROP COLUMN campaign_tracking_mappings,
        DROP COLUMN campaign_tracking_template_id;
      DROP TABLE tracking_templates;
      DROP TABLE channel_group_members, channel_groups;
    `.execute(db);
  },
};
