export const ADMIN = { email: 'admin@e2e.example.com', password: 'e2e-admin-password' };
