import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZAdminAssistantSchema, type TAdminAssistant } from '@inkwell/contract';
import { uploadImage } from '@/lib/upload-image';
import { storeChangedAssistant } from './assistant-settings-keys';
import { ADMIN_ASSISTANTS_PATH } from './get-admin-assistants';

/** POST admin/assistants/{id}/avatar/: the image itself as the body → the assistant (a 256 px WebP). */
export async function uploadAssistantAvatar({
  id,
  file,
}: {
  id: number;
  file: File;
}): Promise<TAdminAssistant> {
  return ZAdminAssistantSchema.parse(await uploadImage(`${ADMIN_ASSISTANTS_PATH}${id}/avatar/`, file));
}

export function useUploadAssistantAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadAssistantAvatar,
    onSuccess: (assistant) => storeChangedAssistant(queryClient, assistant),
  });
}
