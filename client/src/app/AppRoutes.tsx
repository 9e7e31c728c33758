import type { ReactElement } from 'react';
import { matchRoutes, useRoutes, type RouteObject } from 'react-router-dom';
import { Layout } from '../components/layout/Layout';
import { HomePage } from '../pages/home/HomePage';
import { NotFoundPage } from '../pages/NotFoundPage';
import { TRUCK_CATEGORIES, type TruckCategory } from '../pages/trucks/categories/categories';
import { isLazyPage, page, type LazyPage } from './lazyPage';
import { RequireAdmin } from './RequireAdmin';

// Pages other than home load on first visit, so the home page does not download them (Layout
// shows a loader meanwhile, unless the page was fetched ahead: see preloadRoute).
const TrucksPage = page('trucks/TrucksPage');
const TruckDetailPage = page('trucks/TruckDetailPage');
const CategoriesPage = page('trucks/categories/CategoriesPage');
const CategoryTrucksPage = page<{ category: TruckCategory }>('trucks/categories/CategoryTrucksPage');
const HirePage = page('hire/HirePage');
const LoginPage = page('auth/LoginPage');
const RegisterPage = page('auth/RegisterPage');
// Back-office screens live in their own chunks, which the public pages never download.
const AdminPage = page('admin/AdminPage');
const UsersPage = page('admin/users/UsersPage');
const PartsAdminPage = page('admin/parts/PartsAdminPage');
const BlogAdminPage = page('admin/blog/BlogAdminPage');
const ContentEditorPage = page('admin/content/ContentEditorPage');
const FeedPage = page('admin/feed/FeedPage');
const CommunicationsPage = page('admin/communications/CommunicationsPage');

const RepairsPage = page('repairs/RepairsPage');
const PartsSupplyPage = page('parts/PartsSupplyPage');
const PartsCataloguePage = page('parts/PartsCataloguePage');
const AboutPage = page('about/AboutPage');
const ContactPage = page('contact/ContactPage');
const PrivacyPolicyPage = page('legal/PrivacyPolicyPage');
const TermsConditionsPage = page('legal/TermsConditionsPage');
const BlogListPage = page('blog/BlogListPage');
const UnsubscribePage = page('unsubscribe/UnsubscribePage');
const BlogPostPage = page('blog/BlogPostPage');

/** Every route of the site: public pages, the back office behind RequireAdmin, and the not-found page. */
export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      { index: true, element: <HomePage /> },
      { path: '/trucks', element: <TrucksPage /> },
      { path: '/trucks/categories', element: <CategoriesPage /> },
      ...Object.values(TRUCK_CATEGORIES).map((category) => ({
        path: category.path,
        element: <CategoryTrucksPage category={category} />,
      })),
      { path: '/trucks/:id', element: <TruckDetailPage /> },
      { path: '/hire', element: <HirePage /> },
      { path: '/vehicles-for-hire', element: <HirePage /> },
      { path: '/login', element: <LoginPage /> },
      { path: '/register', element: <RegisterPage /> },
      { path: '/repairs', element: <RepairsPage /> },
      { path: '/parts-supply', element: <PartsSupplyPage /> },
      { path: '/parts', element: <PartsCataloguePage /> },
      { path: '/parts-catalogue', element: <PartsCataloguePage /> },
      { path: '/about', element: <AboutPage /> },
      { path: '/contact', element: <ContactPage /> },
      { path: '/privacy-policy', element: <PrivacyPolicyPage /> },
      { path: '/terms-conditions', element: <TermsConditionsPage /> },
      { path: '/blog', element: <BlogListPage /> },
      { path: '/blog/:id', element: <BlogPostPage /> },
      { path: '/unsubscribe', element: <UnsubscribePage /> },
      {
        element: <RequireAdmin />,
        children: [
          { path: '/admin', element: <AdminPage /> },
          { path: '/users', element: <UsersPage /> },
          { path: '/admin/parts', element: <PartsAdminPage /> },
          { path: '/blog-admin', element: <BlogAdminPage /> },
          { path: '/content-editor', element: <ContentEditorPage /> },
          { path: '/xml-feed', element: <FeedPage /> },
          { path: '/communications', element: <CommunicationsPage /> },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export function AppRoutes() {
  return useRoutes(routes);
}

/** The routes matched at `pathname`, outermost first, with the component each draws. */
function matchedAt(pathname: string) {
  return (matchRoutes(routes, pathname) ?? []).map((m) => ({
    path: m.route.path,
    type: (m.route.element as ReactElement | undefined)?.type,
  }));
}

/** What the site has at an address: a back-office screen (staff only), a public page, or nothing. */
export function routeKind(pathname: string): 'staff' | 'public' | 'not-found' {
  const matches = matchedAt(pathname);
  if (matches.some((m) => m.type === RequireAdmin)) return 'staff';
  return matches.at(-1)?.path === '*' ? 'not-found' : 'public';
}

/** The pages drawn at `pathname` that load on first visit. */
export function lazyPagesAt(pathname: string): LazyPage<object>[] {
  return matchedAt(pathname)
    .map((m) => m.type)
    .filter(isLazyPage);
}

/** Downloads the code of the page at `pathname`, so that rendering it shows the page, not the loader. */
export async function preloadRoute(pathname: string): Promise<void> {
  await Promise.all(lazyPagesAt(pathname).map((p) => p.preload()));
}
