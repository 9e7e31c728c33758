import { Migration } from '@mikro-orm/migrations';

/**
 * Uploaded pictures, kept in PostgreSQL so every server instance serves the same ones. Each is
 * stored once under the SHA-256 of the bytes that were uploaded; records hold /media URLs.
 */
export class Migration20261124000001_media extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      CREATE TABLE media (
        id text PRIMARY KEY CHECK (id ~ '^[0-9a-f]{64}$'),
        content_type varchar(30) NOT NULL
          CHECK (content_type IN ('image/jpeg', 'image/png', 'image/gif', 'image/webp')),
        bytes bytea NOT NULL,
        width integer NOT NULL CHECK (width > 0),
        height integer NOT NULL CHECK (height > 0),
        size integer NOT NULL CHECK (size > 0),
        thumb bytea NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        last_stored_at timestamptz NOT NULL DEFAULT now()
      )`);
    // The clean-up looks only at pictures stored longer ago than its grace period.
    this.addSql('CREATE INDEX media_last_stored_at_idx ON media (last_stored_at)');
    // The pictures are already compressed: trying again on every write only costs time.
    this.addSql('ALTER TABLE media ALTER COLUMN bytes SET STORAGE EXTERNAL');
    this.addSql('ALTER TABLE media ALTER COLUMN thumb SET STORAGE EXTERNAL');
  }

  override async down(): Promise<void> {
    this.addSql('DROP TABLE IF EXISTS media');
  }
}
