import { Route, Routes } from 'react-router-dom';
import { Layout } from '../components/layout/Layout';
import { AdminPage } from '../pages/admin/AdminPage';
import { LoginPage } from '../pages/auth/LoginPage';
import { HomePage } from '../pages/home/HomePage';
import { InfoPage } from '../pages/info/InfoPage';
import { ADMIN_INFO_PAGES, PUBLIC_INFO_PAGES } from '../pages/info/infoPages';
import { NotFoundPage } from '../pages/NotFoundPage';
import { TruckDetailPage } from '../pages/trucks/TruckDetailPage';
import { TrucksPage } from '../pages/trucks/TrucksPage';
import { RequireAdmin } from './RequireAdmin';

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route index element={<HomePage />} />
        <Route path="/trucks" element={<TrucksPage />} />
        <Route path="/trucks/:id" element={<TruckDetailPage />} />
        <Route path="/login" element={<LoginPage />} />
        {PUBLIC_INFO_PAGES.flatMap((page) =>
          page.paths.map((path) => <Route key={path} path={path} element={<InfoPage page={page} />} />),
        )}
        <Route element={<RequireAdmin />}>
          <Route path="/admin" element={<AdminPage />} />
          {ADMIN_INFO_PAGES.flatMap((page) =>
            page.paths.map((path) => <Route key={path} path={path} element={<InfoPage page={page} admin />} />),
          )}
        </Route>
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
