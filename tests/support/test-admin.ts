/** The administrator every test server and test app is started with (ADMIN_EMAIL, ADMIN_PASSWORD). */
export const TEST_ADMIN = { email: 'admin@postcraft.test', password: 'admin-password-1' }
export const TEST_APP_URL = 'http://localhost:3000'

/** What every test app's configuration starts from; a test adds its own variables. */
export const TEST_APP_ENV = {
  APP_URL: TEST_APP_URL,
  LOG_LEVEL: 'silent',
  ADMIN_EMAIL: TEST_ADMIN.email,
  ADMIN_PASSWORD: TEST_ADMIN.password,
}
