import type { TTemplateIconName, TTemplateVariable } from '@inkwell/contract';
import type { LucideIcon } from 'lucide-react';
import { createContext, useContext, type ChangeEvent, type ComponentType } from 'react';

/** What a form control is handed (as `useZodForm().register` gives it). */
export interface TPreviewControl {
  id: string;
  name: string;
  value: string | undefined;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => void;
  'aria-invalid': boolean | undefined;
  'aria-describedby': string | undefined;
}

export type TRunOption = 'tone' | 'length' | 'language';

/**
 * The users' templates pieces this page draws with, handed in by the route (features never
 * import each other): the icons, one field's control and the common options, so the preview is
 * the users' form itself rather than a copy.
 */
export interface TTemplateKit {
  icons: Record<TTemplateIconName, LucideIcon>;
  Field: ComponentType<{ variable: TTemplateVariable; field: TPreviewControl; error: string | undefined }>;
  Options: ComponentType<{
    register: (name: TRunOption) => TPreviewControl;
    errors: Partial<Record<TRunOption, string>>;
  }>;
}

export const TemplateKitContext = createContext<TTemplateKit | null>(null);

export function useTemplateKit(): TTemplateKit {
  const kit = useContext(TemplateKitContext);
  if (!kit) throw new Error('useTemplateKit needs a TemplateKitContext provider.');
  return kit;
}
