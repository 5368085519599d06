import { useMutation } from '@tanstack/react-query';
import {
  ZDetailResponseSchema,
  ZLoginResponseSchema,
  type TAccessRestoreConfirmRequest,
  type TConfirmEmailRequest,
  type TDetailResponse,
  type TEmailOnlyRequest,
  type TLoginRequest,
  type TLoginResponse,
  type TPasswordResetConfirmRequest,
  type TRegisterRequest,
} from '@inkwell/contract';
import { apiClient } from '@/lib/api-client';
import { useSession } from '@/lib/session';

async function postDetail(path: string, body: unknown): Promise<TDetailResponse> {
  const { data } = await apiClient.post<unknown>(path, body);
  return ZDetailResponseSchema.parse(data);
}

async function postLogin(path: string, body: unknown): Promise<TLoginResponse> {
  const { data } = await apiClient.post<unknown>(path, body);
  return ZLoginResponseSchema.parse(data);
}

/** Stores the token pair and the admin flag of a login-shaped answer. */
function useSignedIn() {
  const login = useSession((state) => state.login);
  return (response: TLoginResponse) => login(response, response.is_admin);
}

export function useLogin() {
  const signIn = useSignedIn();
  return useMutation({
    mutationFn: (body: TLoginRequest) => postLogin('users/login/', body),
    onSuccess: signIn,
  });
}

export function useRegister() {
  return useMutation({ mutationFn: (body: TRegisterRequest) => postDetail('users/register/', body) });
}

export function useConfirmEmail() {
  return useMutation({
    mutationFn: (body: TConfirmEmailRequest) => postDetail('users/confirm-email/', body),
  });
}

export function useResendConfirmation() {
  return useMutation({
    mutationFn: (body: TEmailOnlyRequest) => postDetail('users/confirm-email/resend/', body),
  });
}

export function usePasswordResetRequest() {
  return useMutation({ mutationFn: (body: TEmailOnlyRequest) => postDetail('users/password-reset/', body) });
}

export function usePasswordResetConfirm() {
  return useMutation({
    mutationFn: (body: TPasswordResetConfirmRequest) => postDetail('users/password-reset/confirm/', body),
  });
}

export function useAccessRestoreRequest() {
  return useMutation({ mutationFn: (body: TEmailOnlyRequest) => postDetail('users/access-restore/', body) });
}

export function useAccessRestoreConfirm() {
  const signIn = useSignedIn();
  return useMutation({
    mutationFn: (body: TAccessRestoreConfirmRequest) => postLogin('users/access-restore/confirm/', body),
    onSuccess: signIn,
  });
}
