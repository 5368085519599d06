import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminAssistantEndpoints, type TAdminAssistant } from '@inkwell/contract';
import { endpointUrl } from '@/lib/endpoint-client';
import { uploadImage } from '@/lib/upload-image';
import { storeChangedAssistant } from './assistant-settings-keys';

/** POST admin/assistants/{id}/avatar/: the image itself as the body → the assistant (a 256 px WebP). */
export async function uploadAssistantAvatar({
  id,
  file,
}: {
  id: number;
  file: File;
}): Promise<TAdminAssistant> {
  const { uploadAvatar } = adminAssistantEndpoints;
  return uploadAvatar.answer.parse(await uploadImage(endpointUrl(uploadAvatar, { id }), file));
}

export function useUploadAssistantAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadAssistantAvatar,
    onSuccess: (assistant) => storeChangedAssistant(queryClient, assistant),
  });
}
