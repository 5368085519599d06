import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  MESSAGES,
  ZProfileResponseSchema,
  ZTokenPairSchema,
  type TDeleteAccountRequest,
  type TPasswordChangeRequest,
  type TProfileResponse,
  type TProfileUpdateRequest,
} from '@inkwell/contract';
import { toast } from 'sonner';
import { apiClient } from '@/lib/api-client';
import { setAuthTokens } from '@/lib/cookies';

export const profileQuery = queryOptions({
  queryKey: ['profile'],
  queryFn: async (): Promise<TProfileResponse> => {
    const { data } = await apiClient.get<unknown>('users/profile');
    return ZProfileResponseSchema.parse(data);
  },
});

export function useProfile(enabled = true) {
  return useQuery({ ...profileQuery, enabled });
}

/** Spec §4 "Profile update": the success message, then the cached profile is refreshed. */
function useProfileSaved() {
  const queryClient = useQueryClient();
  return async (profile: TProfileResponse) => {
    queryClient.setQueryData(profileQuery.queryKey, profile);
    toast.success(MESSAGES.profileUpdated);
    await queryClient.invalidateQueries({ queryKey: profileQuery.queryKey });
  };
}

export function useUpdateProfile() {
  const onSaved = useProfileSaved();
  return useMutation({
    mutationFn: async (body: TProfileUpdateRequest) => {
      const { data } = await apiClient.patch<unknown>('users/profile/', body);
      return ZProfileResponseSchema.parse(data);
    },
    onSuccess: onSaved,
  });
}

export function useUploadAvatar() {
  const onSaved = useProfileSaved();
  return useMutation({
    mutationFn: async (file: File) => {
      const { data } = await apiClient.post<unknown>('users/profile/avatar/', file, {
        headers: { 'Content-Type': file.type },
      });
      return ZProfileResponseSchema.parse(data);
    },
    onSuccess: onSaved,
  });
}

export function useChangePassword() {
  return useMutation({
    mutationFn: async (body: TPasswordChangeRequest) => {
      const { data } = await apiClient.post<unknown>('users/password/', body);
      return ZTokenPairSchema.parse(data);
    },
    // Every other session ends; this one continues with the new pair.
    onSuccess: (tokens) => setAuthTokens(tokens),
  });
}

export function useLogoutAll() {
  return useMutation({ mutationFn: () => apiClient.post('users/logout-all/') });
}

export function useDeleteAccount() {
  return useMutation({
    mutationFn: (body: TDeleteAccountRequest) => apiClient.delete('users/account/', { data: body }),
  });
}

export function useExportData() {
  return useMutation({
    mutationFn: async () => {
      const { data } = await apiClient.get<unknown>('users/export');
      const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = 'inkwell-account-export.json';
      link.click();
      URL.revokeObjectURL(url);
    },
  });
}
