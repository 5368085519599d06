import type { TCompanyInfoResponse } from '@inkwell/contract';

export function formatAddress({
  street,
  postalCode,
  city,
  country,
}: TCompanyInfoResponse['address']): string {
  return [street, [postalCode, city].filter(Boolean).join(' '), country].filter(Boolean).join(', ');
}
