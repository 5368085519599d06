import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { ImageTool } from '@/features/ai-images/components/image-tool';
import { storeSpentBalance } from '@/features/balance/api/balance-keys';
import { GenerationsLeft } from '@/features/balance/components/generations-left';

/** AI Images: describe a picture, pick a size and how many; the images are saved to My Images. */
export default function AiImagesRoute() {
  const queryClient = useQueryClient();
  const onBalance = useCallback(
    (left: number) => void storeSpentBalance(queryClient, 'ai_image_tokens', left),
    [queryClient],
  );
  return (
    <div className="mx-auto max-w-5xl">
      <ImageTool balance={<GenerationsLeft capability="ai_image_tokens" />} onBalance={onBalance} />
    </div>
  );
}
