import { Field, Float, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import type { HireStatus as HireStatusValue } from '@dealer/schema';

export enum HireStatus {
  available = 'available',
  hired = 'hired',
  maintenance = 'maintenance',
}
registerEnumType(HireStatus, { name: 'HireStatus', description: 'Whether a hire truck can be booked now' });

export enum TruckSort {
  NEWEST = 'newest',
  OLDEST = 'oldest',
  PRICE_ASC = 'price_asc',
  PRICE_DESC = 'price_desc',
  MILEAGE_ASC = 'mileage_asc',
  MILEAGE_DESC = 'mileage_desc',
  YEAR_DESC = 'year_desc',
  YEAR_ASC = 'year_asc',
  TITLE_ASC = 'title_asc',
  TITLE_DESC = 'title_desc',
}
registerEnumType(TruckSort, {
  name: 'TruckSort',
  valuesConfig: {
    NEWEST: { description: 'Latest added first' },
    OLDEST: { description: 'Earliest added first' },
    PRICE_ASC: { description: 'Cheapest first; POA counts as 0' },
    PRICE_DESC: { description: 'Dearest first; POA counts as 0' },
    MILEAGE_ASC: { description: 'Lowest mileage first; unknown counts as 0' },
    MILEAGE_DESC: { description: 'Highest mileage first; unknown counts as 0' },
    YEAR_DESC: { description: 'Newest model year first; unknown years last' },
    YEAR_ASC: { description: 'Oldest model year first; unknown years last' },
    TITLE_ASC: { description: 'Title A to Z, any case' },
    TITLE_DESC: { description: 'Title Z to A, any case' },
  },
});

@ObjectType('Truck', { simpleResolvers: true, description: 'A truck for sale and/or hire' })
export class TruckType {
  @Field(() => Int) id!: number;
  @Field(() => String) title!: string;
  @Field(() => String) description!: string;
  @Field(() => String) make!: string;
  @Field(() => String) model!: string;
  @Field(() => Int, { nullable: true }) year!: number | null;
  @Field(() => String, { nullable: true }) emissions!: string | null;
  @Field(() => Int, { nullable: true, description: 'Kilometres' }) mileage!: number | null;
  @Field(() => String) bodytype!: string;
  @Field(() => Int, { nullable: true, description: 'Pounds; null means POA' }) price!: number | null;
  @Field(() => String, { nullable: true }) power!: string | null;
  @Field(() => Float, { nullable: true, description: 'Tonnes' }) weight!: number | null;
  @Field(() => String, { nullable: true }) axle!: string | null;
  @Field(() => String, { nullable: true }) cabtype!: string | null;
  @Field(() => [String]) images!: string[];
  @Field(() => [String]) videos!: string[];
  @Field(() => Boolean) featured!: boolean;
  @Field(() => String) uniquestockid!: string;
  @Field(() => Boolean) availableForHire!: boolean;
  @Field(() => HireStatus) hireStatus!: HireStatusValue;
  @Field(() => Int, { nullable: true }) hireDailyRate!: number | null;
  @Field(() => Int, { nullable: true }) hireWeeklyRate!: number | null;
  @Field(() => Int, { nullable: true }) hireMonthlyRate!: number | null;
  @Field(() => Date) createdAt!: Date;
  @Field(() => Date) updatedAt!: Date;
}

@ObjectType('TruckPage', { simpleResolvers: true })
export class TruckPageType {
  @Field(() => [TruckType]) items!: TruckType[];
  @Field(() => Int, { description: 'How many trucks match the filter in all' }) total!: number;
}

@ObjectType('TruckFacets', { simpleResolvers: true, description: 'The values present in stock, for filter selects' })
export class TruckFacetsType {
  @Field(() => [String], { description: 'Makes, ascending' }) makes!: string[];
  @Field(() => [Int], { description: 'Model years, newest first' }) years!: number[];
  @Field(() => [String], { description: 'Body types, ascending' }) bodytypes!: string[];
}

@InputType('TruckFilter')
export class TruckFilterInput {
  @Field(() => String, { nullable: true, description: 'Exact make, any case' }) make?: string | null;
  @Field(() => String, { nullable: true, description: 'Model contains, any case' }) model?: string | null;
  @Field(() => Int, { nullable: true }) year?: number | null;
  @Field(() => String, { nullable: true, description: 'Body type contains, any case' }) bodytype?: string | null;
  @Field(() => Boolean, { nullable: true }) featured?: boolean | null;
  @Field(() => Boolean, { nullable: true }) availableForHire?: boolean | null;
  @Field(() => Boolean, { nullable: true, description: 'For sale: not for hire, or priced (a hire truck on POA is not for sale)' })
  forSale?: boolean | null;
  @Field(() => HireStatus, { nullable: true }) hireStatus?: HireStatusValue | null;
  @Field(() => Int, { nullable: true, description: 'A missing price counts as 0' }) priceMin?: number | null;
  @Field(() => Int, { nullable: true }) priceMax?: number | null;
  @Field(() => Int, { nullable: true, description: 'A missing mileage counts as 0' }) mileageMin?: number | null;
  @Field(() => Int, { nullable: true }) mileageMax?: number | null;
  @Field(() => String, { nullable: true, description: 'Title, make, model or stock ID contains' }) search?: string | null;
}

@InputType('TruckInput', { description: 'Every field of a truck; an update replaces them all' })
export class TruckInputType {
  @Field(() => String) title!: string;
  @Field(() => String) description!: string;
  @Field(() => String) make!: string;
  @Field(() => String) model!: string;
  @Field(() => String) bodytype!: string;
  @Field(() => String) uniquestockid!: string;
  @Field(() => Int, { nullable: true }) year?: number | null;
  @Field(() => String, { nullable: true }) emissions?: string | null;
  @Field(() => Int, { nullable: true }) mileage?: number | null;
  @Field(() => Int, { nullable: true }) price?: number | null;
  @Field(() => String, { nullable: true }) power?: string | null;
  @Field(() => Float, { nullable: true }) weight?: number | null;
  @Field(() => String, { nullable: true }) axle?: string | null;
  @Field(() => String, { nullable: true }) cabtype?: string | null;
  @Field(() => [String], {
    nullable: true,
    description: 'Web addresses, site paths or pictures embedded as data:image URLs (JPEG, PNG, GIF or WebP), which are stored and kept as /media URLs',
  })
  images?: string[] | null;
  @Field(() => [String], { nullable: true }) videos?: string[] | null;
  @Field(() => Boolean, { nullable: true }) featured?: boolean | null;
  @Field(() => Boolean, { nullable: true }) availableForHire?: boolean | null;
  @Field(() => HireStatus, { nullable: true }) hireStatus?: HireStatusValue | null;
  @Field(() => Int, { nullable: true }) hireDailyRate?: number | null;
  @Field(() => Int, { nullable: true }) hireWeeklyRate?: number | null;
  @Field(() => Int, { nullable: true }) hireMonthlyRate?: number | null;
}
