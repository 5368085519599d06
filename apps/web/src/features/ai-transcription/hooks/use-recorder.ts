import { useCallback, useEffect, useRef, useState } from 'react';

export type TRecorderState = 'idle' | 'recording' | 'unsupported' | 'denied';

/** The container the browser records in: WebM (Chrome, Firefox) or Ogg, both taken by the tool. */
function pickMimeType(): string {
  const candidates = ['audio/webm;codecs=opus', 'audio/webm', 'audio/ogg;codecs=opus', 'audio/ogg'];
  return candidates.find((type) => MediaRecorder.isTypeSupported(type)) ?? '';
}

/** Reads the microphone's loudness (0–1) about ten times a second; returns how to stop. */
function startLevelMeter(stream: MediaStream, onLevel: (level: number) => void): () => void {
  if (typeof AudioContext === 'undefined') return () => undefined;
  const context = new AudioContext();
  const analyser = context.createAnalyser();
  analyser.fftSize = 512;
  context.createMediaStreamSource(stream).connect(analyser);
  const samples = new Float32Array(analyser.fftSize);
  const interval = window.setInterval(() => {
    analyser.getFloatTimeDomainData(samples);
    const rms = Math.sqrt(samples.reduce((sum, sample) => sum + sample * sample, 0) / samples.length);
    onLevel(Math.min(1, rms * 4));
  }, 100);
  return () => {
    window.clearInterval(interval);
    void context.close();
  };
}

/**
 * Records from the microphone with MediaRecorder: start, stop (by hand or at `maxSeconds`),
 * the seconds so far; the recording is handed over as a File.
 */
export function useRecorder(maxSeconds: number | undefined, onRecorded: (file: File) => void) {
  const supported = typeof window !== 'undefined' && 'MediaRecorder' in window && !!navigator.mediaDevices;
  const [state, setState] = useState<TRecorderState>(supported ? 'idle' : 'unsupported');
  const [seconds, setSeconds] = useState(0);
  const [level, setLevel] = useState(0);
  const recorder = useRef<MediaRecorder | null>(null);
  const timer = useRef<number | undefined>(undefined);
  const stopMeter = useRef<() => void>(() => undefined);

  const stop = useCallback(() => {
    window.clearInterval(timer.current);
    stopMeter.current();
    if (recorder.current?.state === 'recording') recorder.current.stop();
  }, []);

  useEffect(() => stop, [stop]);

  useEffect(() => {
    if (state === 'recording' && maxSeconds !== undefined && seconds >= maxSeconds) stop();
  }, [state, seconds, maxSeconds, stop]);

  const start = useCallback(async () => {
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({ audio: true });
    } catch {
      setState('denied');
      return;
    }
    const mimeType = pickMimeType();
    const media = new MediaRecorder(stream, mimeType ? { mimeType } : undefined);
    const chunks: Blob[] = [];
    media.addEventListener('dataavailable', (event) => chunks.push(event.data));
    media.addEventListener('stop', () => {
      stream.getTracks().forEach((track) => track.stop());
      const type = media.mimeType || mimeType || 'audio/webm';
      const extension = type.includes('ogg') ? 'ogg' : 'webm';
      const stamp = new Date().toISOString().slice(0, 19).replace(/[:T]/g, '-');
      onRecorded(new File(chunks, `recording-${stamp}.${extension}`, { type: type.split(';')[0] }));
      setState('idle');
      setLevel(0);
    });
    recorder.current = media;
    stopMeter.current = startLevelMeter(stream, setLevel);
    media.start(1000);
    setSeconds(0);
    setState('recording');
    const started = Date.now();
    timer.current = window.setInterval(() => setSeconds(Math.floor((Date.now() - started) / 1000)), 250);
  }, [onRecorded]);

  return { state, seconds, level, start, stop };
}
