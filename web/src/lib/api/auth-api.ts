import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from './client';
import type { components } from './schema';

export type AccountUser = components['schemas']['AccountUserDto'];
export type AuthResponse = components['schemas']['AuthResponseDto'];
export type SignInInput = components['schemas']['SignInDto'];
export type SignUpInput = components['schemas']['SignUpDto'];
export type SignUpMode = components['schemas']['SignUpPolicyDto']['mode'];
export type ResetPasswordInput = components['schemas']['ResetPasswordDto'];
export type ChangePasswordInput = components['schemas']['ChangePasswordDto'];

export const authApi = {
  signIn: (body: SignInInput) => unwrap(api.POST('/api/auth/sign-in', { body })),
  unlockSession: (body: SignInInput) => unwrap(api.POST('/api/auth/unlock-session', { body })),
  signInWithToken: (accessToken: string) =>
    unwrap(api.POST('/api/auth/sign-in-with-token', { body: { accessToken } })),
  /** A fresh token for the same session, while the one given is still live. */
  refreshAccessToken: (accessToken: string) =>
    unwrap(api.POST('/api/auth/refresh-access-token', { body: { accessToken } })),
  signOut: () => unwrap(api.POST('/api/auth/sign-out')),
  signUpPolicy: (signal?: AbortSignal) => unwrap(api.GET('/api/auth/sign-up', { signal })),
  signUp: (body: SignUpInput) => unwrap(api.POST('/api/auth/sign-up', { body })),
  forgotPassword: (email: string) =>
    unwrap(api.POST('/api/auth/forgot-password', { body: { email } })),
  resetPassword: (body: ResetPasswordInput) =>
    unwrap(api.POST('/api/auth/reset-password', { body })),
  /** The signed-in account's own new password; answers the account (flag cleared). */
  changePassword: (body: ChangePasswordInput) =>
    unwrap(api.POST('/api/common/user/password', { body })),
};

/** Query keys of the auth area (public answers only). */
export const authKeys = {
  all: ['auth'] as const,
  signUpPolicy: () => [...authKeys.all, 'sign-up-policy'] as const,
};

/** Whether sign-up is open, needs approval or is closed. */
export function signUpPolicyQuery() {
  return queryOptions({
    queryKey: authKeys.signUpPolicy(),
    queryFn: ({ signal }) => authApi.signUpPolicy(signal),
    staleTime: 60_000,
  });
}
