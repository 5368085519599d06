/** Query keys of what is for sale and how to pay: the plans and the buyers' payment methods. */
export const paymentKeys = {
  all: ['payments'] as const,
  plans: ['payments', 'plans'] as const,
  methods: ['payments', 'methods'] as const,
};
