/** The screen where an account that signed in with a one-time password chooses its own. */
export const CHANGE_PASSWORD_PATH = '/change-password';
