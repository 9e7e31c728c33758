import { Entity, PrimaryKey, Property } from '@mikro-orm/core';
import type { Role } from '@dealer/schema';

@Entity({ tableName: 'users' })
export class User {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  /** Stored as given; uniqueness is case-insensitive (a unique index on lower(email)). */
  @Property({ type: 'string', length: 254 })
  email!: string;

  @Property({ type: 'string', length: 200, nullable: true })
  fullName: string | null = null;

  @Property({ type: 'string', length: 20 })
  role: Role = 'customer';

  @Property({ type: 'boolean' })
  isActive: boolean = true;

  @Property({ type: 'string', length: 255, hidden: true, lazy: true })
  passwordHash!: string;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  lastLogin: Date | null = null;
}
