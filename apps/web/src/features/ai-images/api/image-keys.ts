/** Query keys of AI Images: the model's options (My Images' are its endpoints'). */
export const imageKeys = {
  options: ['ai-images', 'options'] as const,
};
