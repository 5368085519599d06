import type { TAiStatus } from '@inkwell/contract';

/** Every AI tool can answer (the default handler's answer). */
export const aiStatusFixture: TAiStatus = {
  chat: true,
  code: true,
  template: true,
  image: true,
  tts: true,
  stt: true,
};
