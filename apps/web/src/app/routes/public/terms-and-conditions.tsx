import { useMemo } from 'react';
import { productName, productSlug } from '@/lib/product-name';
import { LegalDocument } from '@/features/legal/components/legal-document';
import { buildTermsAndConditions } from '@/features/legal/content/terms-and-conditions';

export default function TermsAndConditionsRoute() {
  const document = useMemo(() => buildTermsAndConditions({ product: productName, slug: productSlug }), []);
  return <LegalDocument document={document} />;
}
