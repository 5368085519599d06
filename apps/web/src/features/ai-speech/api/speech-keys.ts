/** Query keys of Text to Speech: the voices library (the saved speeches' are their endpoints'). */
export const speechKeys = {
  voices: ['ai-speech', 'voices'] as const,
};
