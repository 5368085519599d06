import { TemplateCatalogue } from '@/features/ai-templates/components/template-catalogue';

/** Templates: every ready-made prompt, by category; each opens its form. */
export default function TemplatesRoute() {
  return (
    <div className="mx-auto max-w-6xl">
      <TemplateCatalogue />
    </div>
  );
}
