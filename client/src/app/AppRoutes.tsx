import { lazy } from 'react';
import { Route, Routes } from 'react-router-dom';
import { Layout } from '../components/layout/Layout';
import { HomePage } from '../pages/home/HomePage';
import { NotFoundPage } from '../pages/NotFoundPage';
import { TRUCK_CATEGORIES } from '../pages/trucks/categories/categories';
import { RequireAdmin } from './RequireAdmin';

// Pages other than home load on first visit, so the home page does not download them (Layout
// shows a loader meanwhile).
const TrucksPage = lazy(() => import('../pages/trucks/TrucksPage').then((m) => ({ default: m.TrucksPage })));
const TruckDetailPage = lazy(() =>
  import('../pages/trucks/TruckDetailPage').then((m) => ({ default: m.TruckDetailPage })),
);
const CategoriesPage = lazy(() =>
  import('../pages/trucks/categories/CategoriesPage').then((m) => ({ default: m.CategoriesPage })),
);
const CategoryTrucksPage = lazy(() =>
  import('../pages/trucks/categories/CategoryTrucksPage').then((m) => ({ default: m.CategoryTrucksPage })),
);
const HirePage = lazy(() => import('../pages/hire/HirePage').then((m) => ({ default: m.HirePage })));
const LoginPage = lazy(() => import('../pages/auth/LoginPage').then((m) => ({ default: m.LoginPage })));
const RegisterPage = lazy(() => import('../pages/auth/RegisterPage').then((m) => ({ default: m.RegisterPage })));
// Back-office screens live in their own chunks, which the public pages never download.
const AdminPage = lazy(() => import('../pages/admin/AdminPage').then((m) => ({ default: m.AdminPage })));
const UsersPage = lazy(() => import('../pages/admin/users/UsersPage').then((m) => ({ default: m.UsersPage })));
const PartsAdminPage = lazy(() =>
  import('../pages/admin/parts/PartsAdminPage').then((m) => ({ default: m.PartsAdminPage })),
);
const BlogAdminPage = lazy(() => import('../pages/admin/blog/BlogAdminPage').then((m) => ({ default: m.BlogAdminPage })));
const ContentEditorPage = lazy(() =>
  import('../pages/admin/content/ContentEditorPage').then((m) => ({ default: m.ContentEditorPage })),
);
const FeedPage = lazy(() => import('../pages/admin/feed/FeedPage').then((m) => ({ default: m.FeedPage })));
const CommunicationsPage = lazy(() =>
  import('../pages/admin/communications/CommunicationsPage').then((m) => ({ default: m.CommunicationsPage })),
);

const RepairsPage = lazy(() => import('../pages/repairs/RepairsPage').then((m) => ({ default: m.RepairsPage })));
const PartsSupplyPage = lazy(() =>
  import('../pages/parts/PartsSupplyPage').then((m) => ({ default: m.PartsSupplyPage })),
);
const PartsCataloguePage = lazy(() =>
  import('../pages/parts/PartsCataloguePage').then((m) => ({ default: m.PartsCataloguePage })),
);
const AboutPage = lazy(() => import('../pages/about/AboutPage').then((m) => ({ default: m.AboutPage })));
const ContactPage = lazy(() => import('../pages/contact/ContactPage').then((m) => ({ default: m.ContactPage })));
const PrivacyPolicyPage = lazy(() =>
  import('../pages/legal/PrivacyPolicyPage').then((m) => ({ default: m.PrivacyPolicyPage })),
);
const TermsConditionsPage = lazy(() =>
  import('../pages/legal/TermsConditionsPage').then((m) => ({ default: m.TermsConditionsPage })),
);
const BlogListPage = lazy(() => import('../pages/blog/BlogListPage').then((m) => ({ default: m.BlogListPage })));
const UnsubscribePage = lazy(() =>
  import('../pages/unsubscribe/UnsubscribePage').then((m) => ({ default: m.UnsubscribePage })),
);
const BlogPostPage = lazy(() => import('../pages/blog/BlogPostPage').then((m) => ({ default: m.BlogPostPage })));

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route index element={<HomePage />} />
        <Route path="/trucks" element={<TrucksPage />} />
        <Route path="/trucks/categories" element={<CategoriesPage />} />
        {Object.values(TRUCK_CATEGORIES).map((category) => (
          <Route key={category.key} path={category.path} element={<CategoryTrucksPage category={category} />} />
        ))}
        <Route path="/trucks/:id" element={<TruckDetailPage />} />
        <Route path="/hire" element={<HirePage />} />
        <Route path="/vehicles-for-hire" element={<HirePage />} />
        <Route path="/login" element={<LoginPage />} />
        <Route path="/register" element={<RegisterPage />} />
        <Route path="/repairs" element={<RepairsPage />} />
        <Route path="/parts-supply" element={<PartsSupplyPage />} />
        <Route path="/parts" element={<PartsCataloguePage />} />
        <Route path="/parts-catalogue" element={<PartsCataloguePage />} />
        <Route path="/about" element={<AboutPage />} />
        <Route path="/contact" element={<ContactPage />} />
        <Route path="/privacy-policy" element={<PrivacyPolicyPage />} />
        <Route path="/terms-conditions" element={<TermsConditionsPage />} />
        <Route path="/blog" element={<BlogListPage />} />
        <Route path="/blog/:id" element={<BlogPostPage />} />
        <Route path="/unsubscribe" element={<UnsubscribePage />} />
        <Route element={<RequireAdmin />}>
          <Route path="/admin" element={<AdminPage />} />
          <Route path="/users" element={<UsersPage />} />
          <Route path="/admin/parts" element={<PartsAdminPage />} />
          <Route path="/blog-admin" element={<BlogAdminPage />} />
          <Route path="/content-editor" element={<ContentEditorPage />} />
          <Route path="/xml-feed" element={<FeedPage />} />
          <Route path="/communications" element={<CommunicationsPage />} />
        </Route>
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
