import { useState } from 'react';

/**
 * Which preview clips were made again since the page opened: their links get a new `v` so the
 * browser (which keeps a clip as immutable) asks for the new one. `all` counts "Regenerate all".
 */
export function usePreviewVersions() {
  const [versions, setVersions] = useState<{ all: number; voices: Record<number, number> }>({
    all: 0,
    voices: {},
  });
  return {
    /** The link to play: the signed one, with the clip's version once it was made again. */
    previewUrl: (voice: { id: number; preview_url: string }) => {
      const version = versions.all + (versions.voices[voice.id] ?? 0);
      if (version === 0) return voice.preview_url;
      const url = new URL(voice.preview_url, 'http://relative.invalid');
      url.searchParams.set('v', `${versions.all}.${versions.voices[voice.id] ?? 0}`);
      return voice.preview_url.startsWith('http') ? url.href : `${url.pathname}${url.search}`;
    },
    bumpVoice: (id: number) =>
      setVersions((current) => ({
        ...current,
        voices: { ...current.voices, [id]: (current.voices[id] ?? 0) + 1 },
      })),
    bumpAll: () => setVersions((current) => ({ ...current, all: current.all + 1 })),
  };
}
