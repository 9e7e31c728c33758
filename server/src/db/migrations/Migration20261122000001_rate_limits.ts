import { Migration } from '@mikro-orm/migrations';

/**
 * Hit counters of the request throttles, shared by every server instance on the database.
 * UNLOGGED: no write-ahead log for a row written on every sign-in attempt; after a crash
 * PostgreSQL empties the table, which only forgets some counts.
 */
export class Migration20261122000001_rate_limits extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      CREATE UNLOGGED TABLE rate_limits (
        key varchar(200) PRIMARY KEY,
        hits integer NOT NULL,
        reset_at timestamptz NOT NULL
      )`);
    this.addSql('CREATE INDEX rate_limits_reset_at_idx ON rate_limits (reset_at)');
  }

  override async down(): Promise<void> {
    this.addSql('DROP TABLE IF EXISTS rate_limits');
  }
}
