import { useQueryClient } from '@tanstack/react-query';
import { templateEndpoints } from '@inkwell/contract';
import { useCallback } from 'react';
import { TemplateField } from '@/features/ai-templates/components/template-field';
import { TemplateOptions } from '@/features/ai-templates/components/template-options';
import { TEMPLATE_ICONS } from '@/features/ai-templates/utils/template-icons';
import { TemplateSettings } from '@/features/template-settings/components/template-settings';
import { TemplateKitContext, type TTemplateKit } from '@/features/template-settings/hooks/use-template-kit';
import { endpointKey } from '@/lib/endpoint-client';

/** The users' own template pieces: the admin's preview is their form, not a copy. */
const USERS_TEMPLATE_KIT: TTemplateKit = {
  icons: TEMPLATE_ICONS,
  Field: TemplateField,
  Options: TemplateOptions,
};

/** What users are offered changed: their templates are read again at once. */
function useRefreshTemplates() {
  const queryClient = useQueryClient();
  return useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: endpointKey(templateEndpoints.list) });
    void queryClient.invalidateQueries({ queryKey: endpointKey(templateEndpoints.get) });
  }, [queryClient]);
}

/** Admin: the templates catalogue. */
export default function SettingsTemplatesRoute() {
  const onTemplatesChanged = useRefreshTemplates();
  return (
    <div className="mx-auto grid max-w-6xl gap-6">
      <TemplateKitContext value={USERS_TEMPLATE_KIT}>
        <TemplateSettings onChanged={onTemplatesChanged} />
      </TemplateKitContext>
    </div>
  );
}
