/**
 * The administrator the end-to-end server is seeded with. That server runs in production
 * mode, which refuses the README's well-known password, so playwright.config.ts gives it
 * this one as ADMIN_PASSWORD. No Playwright imports: the config reads it too.
 */
export const E2E_ADMIN = { email: 'admin@talento.local', password: 'E2E-Admin-Password-7' };
