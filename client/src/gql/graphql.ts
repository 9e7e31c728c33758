/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import gql from 'graphql-tag';
import * as Urql from 'urql';
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type CreateUserInput = {
  email: string;
  fullName?: string | null | undefined;
  /** Empty: a temporary password is generated and mailed to the user */
  password?: string | null | undefined;
  /** admin, manager, editor, viewer (the default) or customer */
  role?: string | null | undefined;
};

/** The contact page, the enquiry and quote modals and Book a Service */
export type EnquiryInput = {
  company?: string | null | undefined;
  email: string;
  message: string;
  name: string;
  phone?: string | null | undefined;
  service?: string | null | undefined;
  /** The page it came from, e.g. '/repairs' */
  source?: string | null | undefined;
  subject: string;
  /** The truck asked about */
  truckId?: number | null | undefined;
};

/** Whether a hire truck can be booked now */
export type HireStatus =
  | 'available'
  | 'hired'
  | 'maintenance';

export type NewsletterSignupInput = {
  email: string;
  fullName?: string | null | undefined;
  /** True when not given */
  marketingConsent?: boolean | null | undefined;
  /** 'website' when not given */
  source?: string | null | undefined;
};

export type PartFilter = {
  /** Exact category */
  category?: string | null | undefined;
  /** Condition starts with, any case ('Used - Good' does not match 'Used - Very Good') */
  condition?: string | null | undefined;
  /** Name, part number or compatibility contains, any case */
  search?: string | null | undefined;
};

/** Self-registration; the account is always a customer */
export type RegisterInput = {
  email: string;
  fullName?: string | null | undefined;
  /** At least 8 characters */
  password: string;
};

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

/** Every field of a truck; an update replaces them all */
export type TruckInput = {
  availableForHire?: boolean | null | undefined;
  axle?: string | null | undefined;
  bodytype: string;
  cabtype?: string | null | undefined;
  description: string;
  emissions?: string | null | undefined;
  featured?: boolean | null | undefined;
  hireDailyRate?: number | null | undefined;
  hireMonthlyRate?: number | null | undefined;
  hireStatus?: HireStatus | null | undefined;
  hireWeeklyRate?: number | null | undefined;
  /** Web addresses, site paths or pictures embedded as data:image URLs (JPEG, PNG, GIF or WebP), which are stored and kept as /media URLs */
  images?: Array<string> | null | undefined;
  make: string;
  mileage?: number | null | undefined;
  model: string;
  power?: string | null | undefined;
  price?: number | null | undefined;
  title: string;
  uniquestockid: string;
  videos?: Array<string> | null | undefined;
  weight?: number | null | undefined;
  year?: number | null | undefined;
};

/** Only the fields given change; fullName null clears the name */
export type UpdateUserInput = {
  fullName?: string | null | undefined;
  isActive?: boolean | null | undefined;
  /** A new password for the user, at least 8 characters */
  password?: string | null | undefined;
  role?: string | null | undefined;
};

export type MeQueryVariables = Exact<{ [key: string]: never; }>;


export type MeQuery = { me: { id: number, email: string, fullName: string | null, role: string, isAdmin: boolean } };

export type LoginMutationVariables = Exact<{
  email: string;
  password: string;
}>;


export type LoginMutation = { login: { accessToken: string } };

export type SiteContentQueryVariables = Exact<{ [key: string]: never; }>;


export type SiteContentQuery = { siteContent: Array<{ section: string, content: Record<string, unknown> }> };

export type ChangePasswordMutationVariables = Exact<{
  currentPassword: string;
  newPassword: string;
}>;


export type ChangePasswordMutation = { changePassword: boolean };

export type SendEnquiryMutationVariables = Exact<{
  input: EnquiryInput;
}>;


export type SendEnquiryMutation = { sendEnquiry: boolean };

export type HireTruckCardFieldsFragment = { id: number, title: string, make: string, year: number | null, mileage: number | null, bodytype: string, images: Array<string>, hireStatus: HireStatus, hireDailyRate: number | null, hireWeeklyRate: number | null, hireMonthlyRate: number | null };

export type SubscribeNewsletterMutationVariables = Exact<{
  input: NewsletterSignupInput;
}>;


export type SubscribeNewsletterMutation = { subscribeNewsletter: { message: string } };

export type TruckCardFieldsFragment = { id: number, title: string, year: number | null, emissions: string | null, mileage: number | null, bodytype: string, price: number | null, description: string, images: Array<string>, videos: Array<string>, availableForHire: boolean, power: string | null, weight: number | null, axle: string | null, cabtype: string | null };

export type AdminTruckFragment = { id: number, title: string, make: string, model: string, bodytype: string, uniquestockid: string, description: string, cabtype: string | null, axle: string | null, price: number | null, year: number | null, power: string | null, weight: number | null, mileage: number | null, emissions: string | null, images: Array<string>, videos: Array<string>, featured: boolean, availableForHire: boolean, hireStatus: HireStatus, hireDailyRate: number | null, hireWeeklyRate: number | null, hireMonthlyRate: number | null };

export type AdminTruckListQueryVariables = Exact<{
  skip?: number | null | undefined;
  limit?: number | null | undefined;
}>;


export type AdminTruckListQuery = { trucks: { total: number, items: Array<{ id: number, title: string, make: string, model: string, bodytype: string, uniquestockid: string, description: string, cabtype: string | null, axle: string | null, price: number | null, year: number | null, power: string | null, weight: number | null, mileage: number | null, emissions: string | null, images: Array<string>, videos: Array<string>, featured: boolean, availableForHire: boolean, hireStatus: HireStatus, hireDailyRate: number | null, hireWeeklyRate: number | null, hireMonthlyRate: number | null }> } };

export type CreateTruckMutationVariables = Exact<{
  input: TruckInput;
}>;


export type CreateTruckMutation = { createTruck: { id: number, title: string, make: string, model: string, bodytype: string, uniquestockid: string, description: string, cabtype: string | null, axle: string | null, price: number | null, year: number | null, power: string | null, weight: number | null, mileage: number | null, emissions: string | null, images: Array<string>, videos: Array<string>, featured: boolean, availableForHire: boolean, hireStatus: HireStatus, hireDailyRate: number | null, hireWeeklyRate: number | null, hireMonthlyRate: number | null } };

export type UpdateTruckMutationVariables = Exact<{
  id: number;
  input: TruckInput;
}>;


export type UpdateTruckMutation = { updateTruck: { id: number, title: string, make: string, model: string, bodytype: string, uniquestockid: string, description: string, cabtype: string | null, axle: string | null, price: number | null, year: number | null, power: string | null, weight: number | null, mileage: number | null, emissions: string | null, images: Array<string>, videos: Array<string>, featured: boolean, availableForHire: boolean, hireStatus: HireStatus, hireDailyRate: number | null, hireWeeklyRate: number | null, hireMonthlyRate: number | null } };

export type DeleteTruckMutationVariables = Exact<{
  id: number;
}>;


export type DeleteTruckMutation = { deleteTruck: boolean };

export type UserRowFragment = { id: number, email: string, fullName: string | null, role: string, isActive: boolean, createdAt: string, lastLogin: string | null };

export type UserListQueryVariables = Exact<{
  search?: string | null | undefined;
  role?: string | null | undefined;
  skip?: number | null | undefined;
  limit?: number | null | undefined;
}>;


export type UserListQuery = { users: { total: number, items: Array<{ id: number, email: string, fullName: string | null, role: string, isActive: boolean, createdAt: string, lastLogin: string | null }> } };

export type CreateUserMutationVariables = Exact<{
  input: CreateUserInput;
}>;


export type CreateUserMutation = { createUser: { emailSent: boolean, user: { id: number, email: string, fullName: string | null, role: string, isActive: boolean, createdAt: string, lastLogin: string | null } } };

export type UpdateUserMutationVariables = Exact<{
  id: number;
  input: UpdateUserInput;
}>;


export type UpdateUserMutation = { updateUser: { id: number, email: string, fullName: string | null, role: string, isActive: boolean, createdAt: string, lastLogin: string | null } };

export type DeleteUserMutationVariables = Exact<{
  id: number;
}>;


export type DeleteUserMutation = { deleteUser: boolean };

export type RegisterMutationVariables = Exact<{
  input: RegisterInput;
}>;


export type RegisterMutation = { register: { id: number, email: string } };

export type BlogPostCardFieldsFragment = { id: number, title: string, excerpt: string, featuredImage: string | null, tags: Array<string>, author: string, views: number, createdAt: string };

export type BlogListQueryVariables = Exact<{
  tag?: string | null | undefined;
  limit?: number | null | undefined;
}>;


export type BlogListQuery = { posts: { total: number, items: Array<{ id: number, title: string, excerpt: string, featuredImage: string | null, tags: Array<string>, author: string, views: number, createdAt: string }> }, allPosts: { total: number }, blogTags: Array<{ tag: string, count: number }> };

export type BlogPostDetailQueryVariables = Exact<{
  id: number;
}>;


export type BlogPostDetailQuery = { blogPost: { id: number, title: string, content: string, featuredImage: string | null, tags: Array<string>, author: string, views: number, createdAt: string } };

export type RelatedBlogPostsQueryVariables = Exact<{
  limit?: number | null | undefined;
}>;


export type RelatedBlogPostsQuery = { blogPosts: { items: Array<{ id: number, title: string, excerpt: string, featuredImage: string | null, tags: Array<string>, author: string, views: number, createdAt: string }> } };

export type RecordBlogViewMutationVariables = Exact<{
  id: number;
}>;


export type RecordBlogViewMutation = { recordBlogView: number };

export type HireTrucksQueryVariables = Exact<{
  filter: TruckFilter;
  skip?: number | null | undefined;
  limit?: number | null | undefined;
}>;


export type HireTrucksQuery = { trucks: { total: number, items: Array<{ id: number, title: string, make: string, year: number | null, mileage: number | null, bodytype: string, images: Array<string>, hireStatus: HireStatus, hireDailyRate: number | null, hireWeeklyRate: number | null, hireMonthlyRate: number | null }> } };

export type HomeLatestTrucksQueryVariables = Exact<{
  limit: number;
}>;


export type HomeLatestTrucksQuery = { latest: { total: number, items: Array<{ id: number, title: string, year: number | null, emissions: string | null, mileage: number | null, bodytype: string, price: number | null, description: string, images: Array<string>, videos: Array<string>, availableForHire: boolean, power: string | null, weight: number | null, axle: string | null, cabtype: string | null }> }, featured: { total: number } };

export type HomeHireTrucksQueryVariables = Exact<{
  limit: number;
}>;


export type HomeHireTrucksQuery = { trucks: { total: number, items: Array<{ id: number, title: string, make: string, year: number | null, mileage: number | null, bodytype: string, images: Array<string>, hireStatus: HireStatus, hireDailyRate: number | null, hireWeeklyRate: number | null, hireMonthlyRate: number | null }> } };

export type PartCardFieldsFragment = { id: number, name: string, category: string, partNumber: string, condition: string, compatibility: string, description: string, price: string, availability: string, warranty: string, image: string | null };

export type PartsCatalogueQueryVariables = Exact<{
  filter?: PartFilter | null | undefined;
  limit?: number | null | undefined;
}>;


export type PartsCatalogueQuery = { parts: { total: number, items: Array<{ id: number, name: string, category: string, partNumber: string, condition: string, compatibility: string, description: string, price: string, availability: string, warranty: string, image: string | null }> } };

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

export type TruckCategoryCountsQueryVariables = Exact<{ [key: string]: never; }>;


export type TruckCategoryCountsQuery = { tractor: { total: number }, rigid: { total: number }, chassis: { total: number }, curtain: { total: number } };

export type TruckCountQueryVariables = Exact<{
  filter?: TruckFilter | null | undefined;
}>;


export type TruckCountQuery = { trucks: { total: number } };

export const HireTruckCardFieldsFragmentDoc = gql`
    fragment HireTruckCardFields on Truck {
  id
  title
  make
  year
  mileage
  bodytype
  images
  hireStatus
  hireDailyRate
  hireWeeklyRate
  hireMonthlyRate
}
    `;
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
export const AdminTruckFragmentDoc = gql`
    fragment AdminTruck on Truck {
  id
  title
  make
  model
  bodytype
  uniquestockid
  description
  cabtype
  axle
  price
  year
  power
  weight
  mileage
  emissions
  images
  videos
  featured
  availableForHire
  hireStatus
  hireDailyRate
  hireWeeklyRate
  hireMonthlyRate
}
    `;
export const UserRowFragmentDoc = gql`
    fragment UserRow on User {
  id
  email
  fullName
  role
  isActive
  createdAt
  lastLogin
}
    `;
export const BlogPostCardFieldsFragmentDoc = gql`
    fragment BlogPostCardFields on BlogPost {
  id
  title
  excerpt
  featuredImage
  tags
  author
  views
  createdAt
}
    `;
export const PartCardFieldsFragmentDoc = gql`
    fragment PartCardFields on Part {
  id
  name
  category
  partNumber
  condition
  compatibility
  description
  price
  availability
  warranty
  image
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
export const SiteContentDocument = gql`
    query SiteContent {
  siteContent {
    section
    content
  }
}
    `;

export function useSiteContentQuery(options?: Omit<Urql.UseQueryArgs<SiteContentQueryVariables>, 'query'>) {
  return Urql.useQuery<SiteContentQuery, SiteContentQueryVariables>({ query: SiteContentDocument, ...options });
};
export const ChangePasswordDocument = gql`
    mutation ChangePassword($currentPassword: String!, $newPassword: String!) {
  changePassword(currentPassword: $currentPassword, newPassword: $newPassword)
}
    `;

export function useChangePasswordMutation() {
  return Urql.useMutation<ChangePasswordMutation, ChangePasswordMutationVariables>(ChangePasswordDocument);
};
export const SendEnquiryDocument = gql`
    mutation SendEnquiry($input: EnquiryInput!) {
  sendEnquiry(input: $input)
}
    `;

export function useSendEnquiryMutation() {
  return Urql.useMutation<SendEnquiryMutation, SendEnquiryMutationVariables>(SendEnquiryDocument);
};
export const SubscribeNewsletterDocument = gql`
    mutation SubscribeNewsletter($input: NewsletterSignupInput!) {
  subscribeNewsletter(input: $input) {
    message
  }
}
    `;

export function useSubscribeNewsletterMutation() {
  return Urql.useMutation<SubscribeNewsletterMutation, SubscribeNewsletterMutationVariables>(SubscribeNewsletterDocument);
};
export const AdminTruckListDocument = gql`
    query AdminTruckList($skip: Int, $limit: Int) {
  trucks(skip: $skip, limit: $limit, sort: NEWEST) {
    total
    items {
      ...AdminTruck
    }
  }
}
    ${AdminTruckFragmentDoc}`;

export function useAdminTruckListQuery(options?: Omit<Urql.UseQueryArgs<AdminTruckListQueryVariables>, 'query'>) {
  return Urql.useQuery<AdminTruckListQuery, AdminTruckListQueryVariables>({ query: AdminTruckListDocument, ...options });
};
export const CreateTruckDocument = gql`
    mutation CreateTruck($input: TruckInput!) {
  createTruck(input: $input) {
    ...AdminTruck
  }
}
    ${AdminTruckFragmentDoc}`;

export function useCreateTruckMutation() {
  return Urql.useMutation<CreateTruckMutation, CreateTruckMutationVariables>(CreateTruckDocument);
};
export const UpdateTruckDocument = gql`
    mutation UpdateTruck($id: Int!, $input: TruckInput!) {
  updateTruck(id: $id, input: $input) {
    ...AdminTruck
  }
}
    ${AdminTruckFragmentDoc}`;

export function useUpdateTruckMutation() {
  return Urql.useMutation<UpdateTruckMutation, UpdateTruckMutationVariables>(UpdateTruckDocument);
};
export const DeleteTruckDocument = gql`
    mutation DeleteTruck($id: Int!) {
  deleteTruck(id: $id)
}
    `;

export function useDeleteTruckMutation() {
  return Urql.useMutation<DeleteTruckMutation, DeleteTruckMutationVariables>(DeleteTruckDocument);
};
export const UserListDocument = gql`
    query UserList($search: String, $role: String, $skip: Int, $limit: Int) {
  users(search: $search, role: $role, skip: $skip, limit: $limit) {
    total
    items {
      ...UserRow
    }
  }
}
    ${UserRowFragmentDoc}`;

export function useUserListQuery(options?: Omit<Urql.UseQueryArgs<UserListQueryVariables>, 'query'>) {
  return Urql.useQuery<UserListQuery, UserListQueryVariables>({ query: UserListDocument, ...options });
};
export const CreateUserDocument = gql`
    mutation CreateUser($input: CreateUserInput!) {
  createUser(input: $input) {
    emailSent
    user {
      ...UserRow
    }
  }
}
    ${UserRowFragmentDoc}`;

export function useCreateUserMutation() {
  return Urql.useMutation<CreateUserMutation, CreateUserMutationVariables>(CreateUserDocument);
};
export const UpdateUserDocument = gql`
    mutation UpdateUser($id: Int!, $input: UpdateUserInput!) {
  updateUser(id: $id, input: $input) {
    ...UserRow
  }
}
    ${UserRowFragmentDoc}`;

export function useUpdateUserMutation() {
  return Urql.useMutation<UpdateUserMutation, UpdateUserMutationVariables>(UpdateUserDocument);
};
export const DeleteUserDocument = gql`
    mutation DeleteUser($id: Int!) {
  deleteUser(id: $id)
}
    `;

export function useDeleteUserMutation() {
  return Urql.useMutation<DeleteUserMutation, DeleteUserMutationVariables>(DeleteUserDocument);
};
export const RegisterDocument = gql`
    mutation Register($input: RegisterInput!) {
  register(input: $input) {
    id
    email
  }
}
    `;

export function useRegisterMutation() {
  return Urql.useMutation<RegisterMutation, RegisterMutationVariables>(RegisterDocument);
};
export const BlogListDocument = gql`
    query BlogList($tag: String, $limit: Int) {
  posts: blogPosts(tag: $tag, limit: $limit) {
    total
    items {
      ...BlogPostCardFields
    }
  }
  allPosts: blogPosts(limit: 1) {
    total
  }
  blogTags {
    tag
    count
  }
}
    ${BlogPostCardFieldsFragmentDoc}`;

export function useBlogListQuery(options?: Omit<Urql.UseQueryArgs<BlogListQueryVariables>, 'query'>) {
  return Urql.useQuery<BlogListQuery, BlogListQueryVariables>({ query: BlogListDocument, ...options });
};
export const BlogPostDetailDocument = gql`
    query BlogPostDetail($id: Int!) {
  blogPost(id: $id) {
    id
    title
    content
    featuredImage
    tags
    author
    views
    createdAt
  }
}
    `;

export function useBlogPostDetailQuery(options: Omit<Urql.UseQueryArgs<BlogPostDetailQueryVariables>, 'query'>) {
  return Urql.useQuery<BlogPostDetailQuery, BlogPostDetailQueryVariables>({ query: BlogPostDetailDocument, ...options });
};
export const RelatedBlogPostsDocument = gql`
    query RelatedBlogPosts($limit: Int) {
  blogPosts(limit: $limit) {
    items {
      ...BlogPostCardFields
    }
  }
}
    ${BlogPostCardFieldsFragmentDoc}`;

export function useRelatedBlogPostsQuery(options?: Omit<Urql.UseQueryArgs<RelatedBlogPostsQueryVariables>, 'query'>) {
  return Urql.useQuery<RelatedBlogPostsQuery, RelatedBlogPostsQueryVariables>({ query: RelatedBlogPostsDocument, ...options });
};
export const RecordBlogViewDocument = gql`
    mutation RecordBlogView($id: Int!) {
  recordBlogView(id: $id)
}
    `;

export function useRecordBlogViewMutation() {
  return Urql.useMutation<RecordBlogViewMutation, RecordBlogViewMutationVariables>(RecordBlogViewDocument);
};
export const HireTrucksDocument = gql`
    query HireTrucks($filter: TruckFilter!, $skip: Int, $limit: Int) {
  trucks(filter: $filter, skip: $skip, limit: $limit, sort: NEWEST) {
    total
    items {
      ...HireTruckCardFields
    }
  }
}
    ${HireTruckCardFieldsFragmentDoc}`;

export function useHireTrucksQuery(options: Omit<Urql.UseQueryArgs<HireTrucksQueryVariables>, 'query'>) {
  return Urql.useQuery<HireTrucksQuery, HireTrucksQueryVariables>({ query: HireTrucksDocument, ...options });
};
export const HomeLatestTrucksDocument = gql`
    query HomeLatestTrucks($limit: Int!) {
  latest: trucks(limit: $limit, sort: NEWEST) {
    total
    items {
      ...TruckCardFields
    }
  }
  featured: trucks(filter: {featured: true}, limit: 1) {
    total
  }
}
    ${TruckCardFieldsFragmentDoc}`;

export function useHomeLatestTrucksQuery(options: Omit<Urql.UseQueryArgs<HomeLatestTrucksQueryVariables>, 'query'>) {
  return Urql.useQuery<HomeLatestTrucksQuery, HomeLatestTrucksQueryVariables>({ query: HomeLatestTrucksDocument, ...options });
};
export const HomeHireTrucksDocument = gql`
    query HomeHireTrucks($limit: Int!) {
  trucks(filter: {availableForHire: true}, limit: $limit, sort: NEWEST) {
    total
    items {
      ...HireTruckCardFields
    }
  }
}
    ${HireTruckCardFieldsFragmentDoc}`;

export function useHomeHireTrucksQuery(options: Omit<Urql.UseQueryArgs<HomeHireTrucksQueryVariables>, 'query'>) {
  return Urql.useQuery<HomeHireTrucksQuery, HomeHireTrucksQueryVariables>({ query: HomeHireTrucksDocument, ...options });
};
export const PartsCatalogueDocument = gql`
    query PartsCatalogue($filter: PartFilter, $limit: Int) {
  parts(filter: $filter, limit: $limit) {
    total
    items {
      ...PartCardFields
    }
  }
}
    ${PartCardFieldsFragmentDoc}`;

export function usePartsCatalogueQuery(options?: Omit<Urql.UseQueryArgs<PartsCatalogueQueryVariables>, 'query'>) {
  return Urql.useQuery<PartsCatalogueQuery, PartsCatalogueQueryVariables>({ query: PartsCatalogueDocument, ...options });
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
export const TruckCategoryCountsDocument = gql`
    query TruckCategoryCounts {
  tractor: trucks(filter: {bodytype: "tractor"}, limit: 1) {
    total
  }
  rigid: trucks(filter: {bodytype: "rigid"}, limit: 1) {
    total
  }
  chassis: trucks(filter: {bodytype: "chassis"}, limit: 1) {
    total
  }
  curtain: trucks(filter: {bodytype: "curtain"}, limit: 1) {
    total
  }
}
    `;

export function useTruckCategoryCountsQuery(options?: Omit<Urql.UseQueryArgs<TruckCategoryCountsQueryVariables>, 'query'>) {
  return Urql.useQuery<TruckCategoryCountsQuery, TruckCategoryCountsQueryVariables>({ query: TruckCategoryCountsDocument, ...options });
};
export const TruckCountDocument = gql`
    query TruckCount($filter: TruckFilter) {
  trucks(filter: $filter, limit: 1) {
    total
  }
}
    `;

export function useTruckCountQuery(options?: Omit<Urql.UseQueryArgs<TruckCountQueryVariables>, 'query'>) {
  return Urql.useQuery<TruckCountQuery, TruckCountQueryVariables>({ query: TruckCountDocument, ...options });
};