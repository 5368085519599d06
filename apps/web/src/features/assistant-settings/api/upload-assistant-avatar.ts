import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminAssistantEndpoints, type TAdminAssistant } from '@inkwell/contract';
import { callEndpoint } from '@/lib/endpoint-client';
import { imageForm } from '@/lib/upload-image';
import { storeChangedAssistant } from './assistant-settings-keys';

/** POST admin/assistants/{id}/avatar/: multipart, the image in `file` → the assistant (a 256 px WebP). */
export function uploadAssistantAvatar({ id, file }: { id: number; file: File }): Promise<TAdminAssistant> {
  return callEndpoint(adminAssistantEndpoints.uploadAvatar, { params: { id }, body: imageForm(file) });
}

export function useUploadAssistantAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadAssistantAvatar,
    onSuccess: (assistant) => storeChangedAssistant(queryClient, assistant),
  });
}
