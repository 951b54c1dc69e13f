import { sql, type Kysely, type Migration } from 'kysely';

/**
 * WhatsApp Business (decisions 0064, 0065): the sandbox WhatsApp Business Platform's business
 * accounts, numbers (with their SMS codes and two-step PINs), the SMS it "sent", message
 * templates and business profiles; and our side, the deployment that connects a business
 * account's numbers to an organisation and the numbers being connected or connected.
 */
export const whatsappBusiness: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`
      CREATE TABLE sandbox_wa_accounts (
        id text PRIMARY KEY,
        org_id uuid NOT NULL REFERENCES organisations (id) ON DELETE CASCADE,
        name text NOT NULL,
        business_verification text NOT NULL CHECK (business_verification IN ('VERIFIED', 'UNVERIFIED')),
        position integer NOT NULL DEFAULT 0,
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX sandbox_wa_accounts_org_idx ON sandbox_wa_accounts (org_id, position);
      CREATE TABLE sandbox_wa_numbers (
        id text PRIMARY KEY,
        account_id text NOT NULL REFERENCES sandbox_wa_accounts (id) ON DELETE CASCADE,
        phone_number text NOT NULL UNIQUE,
        display_phone_number text NOT NULL,
        verified_name text NOT NULL,
        name_submitted_at timestamptz NOT NULL,
        status text NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING', 'ACTIVE', 'INACTIVE')),
        verification text NOT NULL DEFAULT 'UNVERIFIED' CHECK (verification IN ('VERIFIED', 'UNVERIFIED')),
        pin text,
        code text,
        code_sent_at timestamptz,
        code_expires_at timestamptz,
        wrong_codes integer NOT NULL DEFAULT 0,
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX sandbox_wa_numbers_account_idx ON sandbox_wa_numbers (account_id);
      CREATE TABLE sandbox_wa_sms (
        id bigserial PRIMARY KEY,
        number_id text NOT NULL REFERENCES sandbox_wa_numbers (id) ON DELETE CASCADE,
        phone_number text NOT NULL,
        code text NOT NULL,
        sent_at timestamptz NOT NULL
      );
      CREATE INDEX sandbox_wa_sms_number_idx ON sandbox_wa_sms (phone_number, sent_at DESC);
      CREATE TABLE sandbox_wa_templates (
        id text PRIMARY KEY,
        account_id text NOT NULL REFERENCES sandbox_wa_accounts (id) ON DELETE CASCADE,
        name text NOT NULL,
        language text NOT NULL,
        category text NOT NULL,
        text text NOT NULL,
        decision text NOT NULL CHECK (decision IN ('APPROVED', 'REJECTED')),
        rejected_reason text,
        created_at timestamptz NOT NULL,
        review_at timestamptz,
        UNIQUE (account_id, name, language)
      );
      CREATE TABLE sandbox_wa_profiles (
        number_id text PRIMARY KEY REFERENCES sandbox_wa_numbers (id) ON DELETE CASCADE,
        about text NOT NULL DEFAULT '',
        address text NOT NULL DEFAULT '',
        description text NOT NULL DEFAULT '',
        email text NOT NULL DEFAULT '',
        vertical text NOT NULL DEFAULT 'Other',
        websites text[] NOT NULL DEFAULT '{}',
        photo_url text
      );
      CREATE TABLE whatsapp_deployments (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        org_id uuid NOT NULL REFERENCES organisations (id) ON DELETE CASCADE,
        business_account_id text NOT NULL UNIQUE,
        integration_id uuid NOT NULL DEFAULT gen_random_uuid(),
        selected_channel text,
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX whatsapp_deployments_org_idx ON whatsapp_deployments (org_id);
      CREATE TABLE whatsapp_channels (
        id text PRIMARY KEY,
        org_id uuid NOT NULL REFERENCES organisations (id) ON DELETE CASCADE,
        deployment_id uuid NOT NULL REFERENCES whatsapp_deployments (id) ON DELETE CASCADE,
        phone_number_id text NOT NULL UNIQUE,
        verified_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX whatsapp_channels_org_idx ON whatsapp_channels (org_id, deployment_id);
    `.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await sql`
      DROP TABLE whatsapp_channels, whatsapp_deployments, sandbox_wa_profiles,
        sandbox_wa_templates, sandbox_wa_sms, sandbox_wa_numbers, sandbox_wa_accounts;
    `.execute(db);
  },
};
