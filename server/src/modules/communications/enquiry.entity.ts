import { Entity, PrimaryKey, Property } from '@mikro-orm/core';

/** A message from one of the site's forms (contact page, enquiry and quote modals, Book a Service). */
@Entity({ tableName: 'enquiries' })
export class Enquiry {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Property({ type: 'string', length: 100 })
  name!: string;

  @Property({ type: 'string', length: 254 })
  email!: string;

  @Property({ type: 'string', length: 40, nullable: true })
  phone: string | null = null;

  @Property({ type: 'string', length: 100, nullable: true })
  company: string | null = null;

  @Property({ type: 'string', length: 200 })
  subject!: string;

  @Property({ type: 'text' })
  message!: string;

  @Property({ type: 'string', length: 100, nullable: true })
  service: string | null = null;

  /** The page it was sent from, such as /repairs. */
  @Property({ type: 'string', length: 200, nullable: true })
  source: string | null = null;

  /** The truck asked about; cleared when the truck is deleted. */
  @Property({ type: 'integer', nullable: true })
  truckId: number | null = null;

  @Property({ type: 'string', length: 20 })
  status: string = 'new';

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  createdAt: Date = new Date();
}
