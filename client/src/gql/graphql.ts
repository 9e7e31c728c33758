/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import gql from 'graphql-tag';
import * as Urql from 'urql';
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
/** Whether a hire truck can be booked now */
export type HireStatus =
  | 'available'
  | 'hired'
  | 'maintenance';

export type TruckFilter = {
  availableForHire?: boolean | null | undefined;
  /** Body type contains, any case */
  bodytype?: string | null | undefined;
  featured?: boolean | null | undefined;
  hireStatus?: HireStatus | null | undefined;
  /** Exact make, any case */
  make?: string | null | undefined;
  mileageMax?: number | null | undefined;
  /** A missing mileage counts as 0 */
  mileageMin?: number | null | undefined;
  /** Model contains, any case */
  model?: string | null | undefined;
  priceMax?: number | null | undefined;
  /** A missing price counts as 0 */
  priceMin?: number | null | undefined;
  /** Title, make, model or stock ID contains */
  search?: string | null | undefined;
  year?: number | null | undefined;
};

export type MeQueryVariables = Exact<{ [key: string]: never; }>;


export type MeQuery = { me: { id: number, email: string, fullName: string | null, role: string, isAdmin: boolean } };

export type LoginMutationVariables = Exact<{
  email: string;
  password: string;
}>;


export type LoginMutation = { login: { accessToken: string } };

export type TruckCardFieldsFragment = { id: number, title: string, year: number | null, emissions: string | null, mileage: number | null, bodytype: string, price: number | null, description: string, images: Array<string>, videos: Array<string>, availableForHire: boolean, power: string | null, weight: number | null, axle: string | null, cabtype: string | null };

export type AdminTruckListQueryVariables = Exact<{
  skip?: number | null | undefined;
  limit?: number | null | undefined;
}>;


export type AdminTruckListQuery = { trucks: { total: number, items: Array<{ id: number, title: string, make: string, model: string, year: number | null, mileage: number | null, bodytype: string, price: number | null, images: Array<string>, uniquestockid: string }> } };

export type HomeLatestTrucksQueryVariables = Exact<{
  limit: number;
}>;


export type HomeLatestTrucksQuery = { trucks: { items: Array<{ id: number, title: string, year: number | null, emissions: string | null, mileage: number | null, bodytype: string, price: number | null, description: string, images: Array<string>, videos: Array<string>, availableForHire: boolean, power: string | null, weight: number | null, axle: string | null, cabtype: string | null }> } };

export type TruckDetailQueryVariables = Exact<{
  id: number;
}>;


export type TruckDetailQuery = { truck: { id: number, title: string, description: string, make: string, model: string, year: number | null, emissions: string | null, mileage: number | null, bodytype: string, price: number | null, power: string | null, weight: number | null, axle: string | null, cabtype: string | null, images: Array<string>, videos: Array<string>, featured: boolean, uniquestockid: string, availableForHire: boolean, hireStatus: HireStatus, hireDailyRate: number | null, hireWeeklyRate: number | null, hireMonthlyRate: number | null } };

export type TruckListQueryVariables = Exact<{
  filter?: TruckFilter | null | undefined;
  skip?: number | null | undefined;
  limit?: number | null | undefined;
}>;


export type TruckListQuery = { trucks: { total: number, items: Array<{ id: number, title: string, year: number | null, emissions: string | null, mileage: number | null, bodytype: string, price: number | null, description: string, images: Array<string>, videos: Array<string>, availableForHire: boolean, power: string | null, weight: number | null, axle: string | null, cabtype: string | null }> } };

export type TruckFilterOptionsQueryVariables = Exact<{ [key: string]: never; }>;


export type TruckFilterOptionsQuery = { truckFacets: { makes: Array<string>, years: Array<number> } };

export const TruckCardFieldsFragmentDoc = gql`
    fragment TruckCardFields on Truck {
  id
  title
  year
  emissions
  mileage
  bodytype
  price
  description
  images
  videos
  availableForHire
  power
  weight
  axle
  cabtype
}
    `;
export const MeDocument = gql`
    query Me {
  me {
    id
    email
    fullName
    role
    isAdmin
  }
}
    `;

export function useMeQuery(options?: Omit<Urql.UseQueryArgs<MeQueryVariables>, 'query'>) {
  return Urql.useQuery<MeQuery, MeQueryVariables>({ query: MeDocument, ...options });
};
export const LoginDocument = gql`
    mutation Login($email: String!, $password: String!) {
  login(email: $email, password: $password) {
    accessToken
  }
}
    `;

export function useLoginMutation() {
  return Urql.useMutation<LoginMutation, LoginMutationVariables>(LoginDocument);
};
export const AdminTruckListDocument = gql`
    query AdminTruckList($skip: Int, $limit: Int) {
  trucks(skip: $skip, limit: $limit, sort: NEWEST) {
    total
    items {
      id
      title
      make
      model
      year
      mileage
      bodytype
      price
      images
      uniquestockid
    }
  }
}
    `;

export function useAdminTruckListQuery(options?: Omit<Urql.UseQueryArgs<AdminTruckListQueryVariables>, 'query'>) {
  return Urql.useQuery<AdminTruckListQuery, AdminTruckListQueryVariables>({ query: AdminTruckListDocument, ...options });
};
export const HomeLatestTrucksDocument = gql`
    query HomeLatestTrucks($limit: Int!) {
  trucks(limit: $limit, sort: NEWEST) {
    items {
      ...TruckCardFields
    }
  }
}
    ${TruckCardFieldsFragmentDoc}`;

export function useHomeLatestTrucksQuery(options: Omit<Urql.UseQueryArgs<HomeLatestTrucksQueryVariables>, 'query'>) {
  return Urql.useQuery<HomeLatestTrucksQuery, HomeLatestTrucksQueryVariables>({ query: HomeLatestTrucksDocument, ...options });
};
export const TruckDetailDocument = gql`
    query TruckDetail($id: Int!) {
  truck(id: $id) {
    id
    title
    description
    make
    model
    year
    emissions
    mileage
    bodytype
    price
    power
    weight
    axle
    cabtype
    images
    videos
    featured
    uniquestockid
    availableForHire
    hireStatus
    hireDailyRate
    hireWeeklyRate
    hireMonthlyRate
  }
}
    `;

export function useTruckDetailQuery(options: Omit<Urql.UseQueryArgs<TruckDetailQueryVariables>, 'query'>) {
  return Urql.useQuery<TruckDetailQuery, TruckDetailQueryVariables>({ query: TruckDetailDocument, ...options });
};
export const TruckListDocument = gql`
    query TruckList($filter: TruckFilter, $skip: Int, $limit: Int) {
  trucks(filter: $filter, skip: $skip, limit: $limit, sort: NEWEST) {
    total
    items {
      ...TruckCardFields
    }
  }
}
    ${TruckCardFieldsFragmentDoc}`;

export function useTruckListQuery(options?: Omit<Urql.UseQueryArgs<TruckListQueryVariables>, 'query'>) {
  return Urql.useQuery<TruckListQuery, TruckListQueryVariables>({ query: TruckListDocument, ...options });
};
export const TruckFilterOptionsDocument = gql`
    query TruckFilterOptions {
  truckFacets {
    makes
    years
  }
}
    `;

export function useTruckFilterOptionsQuery(options?: Omit<Urql.UseQueryArgs<TruckFilterOptionsQueryVariables>, 'query'>) {
  return Urql.useQuery<TruckFilterOptionsQuery, TruckFilterOptionsQueryVariables>({ query: TruckFilterOptionsDocument, ...options });
};