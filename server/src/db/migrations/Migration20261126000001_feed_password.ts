import { Migration } from '@mikro-orm/migrations';

/**
 * The feed password is kept encrypted from now on. The key comes from the signing secret, which a
 * migration does not have, so a password saved before is only marked "plain:" here; the feed
 * service encrypts it the first time it reads the configuration.
 */
export class Migration20261126000001_feed_password extends Migration {
  override async up(): Promise<void> {
    this.addSql('ALTER TABLE feed_config RENAME COLUMN password TO password_encrypted');
    // Sealed values are longer than the 500 characters a password may have.
    this.addSql('ALTER TABLE feed_config ALTER COLUMN password_encrypted TYPE text');
    this.addSql("UPDATE feed_config SET password_encrypted = 'plain:' || password_encrypted WHERE password_encrypted IS NOT NULL");
    this.addSql(
      "ALTER TABLE feed_config ADD CONSTRAINT feed_config_password_encrypted_check CHECK (password_encrypted ~ '^(v1|plain):')",
    );
  }

  override async down(): Promise<void> {
    // Encrypted passwords cannot be turned back into plain ones here: they are dropped, and staff enter them again.
    this.addSql('ALTER TABLE feed_config DROP CONSTRAINT IF EXISTS feed_config_password_encrypted_check');
    this.addSql("UPDATE feed_config SET password_encrypted = CASE WHEN password_encrypted LIKE 'plain:%' THEN substr(password_encrypted, 7) END");
    this.addSql('ALTER TABLE feed_config ALTER COLUMN password_encrypted TYPE varchar(500)');
    this.addSql('ALTER TABLE feed_config RENAME COLUMN password_encrypted TO password');
  }
}
