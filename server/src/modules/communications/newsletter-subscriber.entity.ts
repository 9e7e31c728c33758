import { Entity, PrimaryKey, Property } from '@mikro-orm/core';

/** One address on the newsletter list; unique in any case, so signing up twice updates it. */
@Entity({ tableName: 'newsletter_subscribers' })
export class NewsletterSubscriber {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Property({ type: 'string', length: 254 })
  email!: string;

  @Property({ type: 'string', length: 200, nullable: true })
  fullName: string | null = null;

  /** Where they signed up: 'website' unless the form says otherwise. */
  @Property({ type: 'string', length: 50 })
  source: string = 'website';

  @Property({ type: 'boolean' })
  marketingConsent: boolean = true;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', columnType: 'timestamptz', onUpdate: () => new Date() })
  updatedAt: Date = new Date();

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  unsubscribedAt: Date | null = null;
}
