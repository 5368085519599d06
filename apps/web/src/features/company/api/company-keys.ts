/** Query keys of the operating company's details (`static/company_info`). */
export const companyKeys = {
  all: ['company'] as const,
  info: ['company', 'info'] as const,
};
