import { useMutation } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api/client';
import type { components } from '../../../lib/api/schema';
import { session } from '../../../lib/session';

export type OnboardingProfile = components['schemas']['OnboardingProfileDto'];

/** Saves the profile and finishes the onboarding; the session learns the new user at once. */
export function useCompleteOnboarding() {
  return useMutation({
    mutationFn: (profile: OnboardingProfile) =>
      unwrap(api.POST('/api/common/user/onboarding', { body: profile })),
    onSuccess: (user) => session.updateUser(user),
  });
}
