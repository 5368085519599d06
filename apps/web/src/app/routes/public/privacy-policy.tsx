import { useMemo } from 'react';
import { productName, productSlug } from '@/lib/product-name';
import { LegalDocument } from '@/features/legal/components/legal-document';
import { buildPrivacyPolicy } from '@/features/legal/content/privacy-policy';

export default function PrivacyPolicyRoute() {
  const document = useMemo(() => buildPrivacyPolicy({ product: productName, slug: productSlug }), []);
  return <LegalDocument document={document} />;
}
