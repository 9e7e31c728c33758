import { Migration } from '@mikro-orm/migrations';

/**
 * Truck videos uploaded as files live beside the pictures, stored once under the SHA-256 of their
 * bytes. A video is kept as it was sent: no size in pixels (nothing decodes it) and no thumbnail;
 * every picture still has both.
 */
export class Migration20261127000001_media_videos extends Migration {
  override async up(): Promise<void> {
    this.addSql('ALTER TABLE media DROP CONSTRAINT media_content_type_check');
    this.addSql(`
      ALTER TABLE media ADD CONSTRAINT media_content_type_check CHECK (content_type IN (
        'image/jpeg', 'image/png', 'image/gif', 'image/webp', 'video/mp4', 'video/webm', 'video/quicktime'))`);
    this.addSql('ALTER TABLE media ALTER COLUMN width DROP NOT NULL, ALTER COLUMN height DROP NOT NULL, ALTER COLUMN thumb DROP NOT NULL');
    this.addSql(`
      ALTER TABLE media ADD CONSTRAINT media_picture_fields_check CHECK (
        CASE WHEN content_type LIKE 'image/%'
          THEN width IS NOT NULL AND height IS NOT NULL AND thumb IS NOT NULL
          ELSE width IS NULL AND height IS NULL AND thumb IS NULL
        END)`);
  }

  override async down(): Promise<void> {
    this.addSql("DELETE FROM media WHERE content_type LIKE 'video/%'");
    this.addSql('ALTER TABLE media DROP CONSTRAINT media_picture_fields_check');
    this.addSql('ALTER TABLE media ALTER COLUMN width SET NOT NULL, ALTER COLUMN height SET NOT NULL, ALTER COLUMN thumb SET NOT NULL');
    this.addSql('ALTER TABLE media DROP CONSTRAINT media_content_type_check');
    this.addSql(`
      ALTER TABLE media ADD CONSTRAINT media_content_type_check
        CHECK (content_type IN ('image/jpeg', 'image/png', 'image/gif', 'image/webp'))`);
  }
}
