/** Query keys of the public reviews. */
export const reviewKeys = {
  all: ['reviews'] as const,
  list: ['reviews', 'list'] as const,
};
