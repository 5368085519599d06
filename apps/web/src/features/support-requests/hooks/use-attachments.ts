import { SUPPORT_ATTACHMENTS_MAX } from '@inkwell/contract';
import { useState } from 'react';
import { addSupportAttachments } from '../utils/check-support-attachment';

/**
 * The images a message will carry, at most `max`: added (checked first), removed one by one,
 * cleared once sent.
 */
export function useAttachments(max: number = SUPPORT_ATTACHMENTS_MAX) {
  const [files, setFiles] = useState<File[]>([]);
  const [refusal, setRefusal] = useState<string | null>(null);
  return {
    max,
    files,
    refusal,
    add: (picked: readonly File[]) => {
      const result = addSupportAttachments(files, picked, max);
      setFiles(result.files);
      setRefusal(result.refusal);
    },
    remove: (file: File) => {
      setFiles((current) => current.filter((item) => item !== file));
      setRefusal(null);
    },
    reset: () => {
      setFiles([]);
      setRefusal(null);
    },
  };
}

export type TAttachments = ReturnType<typeof useAttachments>;
