import { Entity, PrimaryKey, Property } from '@mikro-orm/core';
import type { HireStatus } from '@dealer/schema';

/** The write model. Public reads go through TruckReadModel (plain rows), not this entity. */
@Entity({ tableName: 'trucks' })
export class Truck {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Property({ type: 'string', length: 200 })
  title!: string;

  @Property({ type: 'text' })
  description!: string;

  @Property({ type: 'string', length: 100 })
  make!: string;

  @Property({ type: 'string', length: 100 })
  model!: string;

  @Property({ type: 'integer', nullable: true })
  year: number | null = null;

  @Property({ type: 'string', length: 20, nullable: true })
  emissions: string | null = null;

  @Property({ type: 'integer', nullable: true })
  mileage: number | null = null;

  @Property({ type: 'string', length: 100 })
  bodytype!: string;

  @Property({ type: 'integer', nullable: true })
  price: number | null = null;

  @Property({ type: 'string', length: 50, nullable: true })
  power: string | null = null;

  @Property({ type: 'double', nullable: true })
  weight: number | null = null;

  @Property({ type: 'string', length: 20, nullable: true })
  axle: string | null = null;

  @Property({ type: 'string', length: 20, nullable: true })
  cabtype: string | null = null;

  @Property({ type: 'json' })
  images: string[] = [];

  @Property({ type: 'json' })
  videos: string[] = [];

  @Property({ type: 'boolean' })
  featured: boolean = false;

  @Property({ type: 'string', length: 64 })
  uniquestockid!: string;

  @Property({ type: 'boolean' })
  availableForHire: boolean = false;

  @Property({ type: 'string', length: 20 })
  hireStatus: HireStatus = 'available';

  @Property({ type: 'integer', nullable: true })
  hireDailyRate: number | null = null;

  @Property({ type: 'integer', nullable: true })
  hireWeeklyRate: number | null = null;

  @Property({ type: 'integer', nullable: true })
  hireMonthlyRate: number | null = null;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', columnType: 'timestamptz', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
