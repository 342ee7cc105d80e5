/** The administrator every test server and test app is started with (ADMIN_EMAIL, ADMIN_PASSWORD). */
export const TEST_ADMIN = { email: 'admin@postcraft.test', password: 'admin-password-1' }
export const TEST_APP_URL = 'http://localhost:3000'
