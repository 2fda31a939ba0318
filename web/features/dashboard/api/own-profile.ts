import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CompleteTutorProfileInput } from '../../../../core/accounts/sign-up.schema.ts';
import type { OwnTutorProfile, UpdateTutorProfileInput } from '../../../../core/tutors/tutor-profile.schema.ts';
import { tutorsContract as C } from '../../../../core/contracts/tutors.contract.ts';
import { callApi } from '../../../lib/call-api.ts';
import { tutorKeys } from '../../../lib/api/tutor-keys.ts';

// The signed-in tutor's own profile (GET/PUT /api/tutors/me and its two companions). The server
// always acts on the caller's own row: none of these calls carries an id.

export const getOwnProfile = (signal?: AbortSignal) => callApi(C.ownProfile, {}, { signal });

export const getOwnProfileQueryOptions = () => queryOptions({ queryKey: tutorKeys.own(), queryFn: ({ signal }) => getOwnProfile(signal) });

export const useOwnProfile = () => useQuery(getOwnProfileQueryOptions());

export const updateOwnProfile = (input: UpdateTutorProfileInput) => callApi(C.updateOwnProfile, { body: input });

export const uploadOwnPhoto = (photo: File) => {
  const form = new FormData();
  form.append('photo', photo);
  return callApi(C.uploadPhoto, { body: form });
};

export const setOwnAvailability = (isAvailable: boolean) => callApi(C.setAvailability, { body: { isAvailable } });

/** After any change of one's own row, every tutor list and page may show it differently. */
function useRefreshAfterOwnChange() {
  const queryClient = useQueryClient();
  return (profile: OwnTutorProfile) => {
    queryClient.setQueryData(getOwnProfileQueryOptions().queryKey, profile);
    void queryClient.invalidateQueries({ queryKey: tutorKeys.all, predicate: (query) => query.queryKey[1] !== 'me' });
  };
}

type Callbacks<T> = { onSuccess: (result: T) => void; onError: (error: Error) => void };

/** Saves the profile form: the chosen photo is uploaded first, then the fields are written. */
export function useSaveOwnProfile({ onSuccess, onError }: Callbacks<OwnTutorProfile>) {
  const refresh = useRefreshAfterOwnChange();
  return useMutation({
    mutationFn: async ({ input, photo }: { input: UpdateTutorProfileInput; photo: File | null }) => {
      // The upload points the profile at the new photo; the save leaves the photo out (absent = unchanged).
      if (photo) await uploadOwnPhoto(photo);
      return updateOwnProfile(input);
    },
    onSuccess: (profile) => {
      refresh(profile);
      onSuccess(profile);
    },
    onError,
  });
}

/**
 * The tutor form after a Google sign-up (docs/product.md#accounts-google): the chosen photo is
 * uploaded first, then the fields complete the profile, which lists the tutor.
 */
export function useCompleteOwnProfile({ onSuccess, onError }: Callbacks<OwnTutorProfile>) {
  const refresh = useRefreshAfterOwnChange();
  return useMutation({
    mutationFn: async ({ input, photo }: { input: CompleteTutorProfileInput; photo: File | null }) => {
      if (photo) await uploadOwnPhoto(photo);
      return callApi(C.completeProfile, { body: input });
    },
    onSuccess: (profile) => {
      refresh(profile);
      onSuccess(profile);
    },
    onError,
  });
}

/** The dashboard's Tersedia / Sibuk switch. */
export function useSetOwnAvailability({ onSuccess, onError }: Callbacks<boolean>) {
  const queryClient = useQueryClient();
  const refresh = useRefreshAfterOwnChange();
  return useMutation({
    mutationFn: setOwnAvailability,
    onSuccess: ({ isAvailable }) => {
      const current = queryClient.getQueryData(getOwnProfileQueryOptions().queryKey);
      if (current) refresh({ ...current, isAvailable });
      onSuccess(isAvailable);
    },
    onError,
  });
}
