import { useMutation, useQueryClient } from '@tanstack/react-query';
import { REQUEST_TIMEOUT_MS, transcriptionEndpoints, type TTranscriptionStart } from '@inkwell/contract';
import { apiUrl, readData, withSession } from '@/lib/api-client';
import { endpointUrl } from '@/lib/endpoint-client';
import { HttpClientError, type THttpResponse } from '@/lib/http-status';
import { storeStartedTranscription } from './transcription-keys';

export interface TStartTranscription {
  file: File;
  language: string;
  /** The share of the upload sent so far (0–1). */
  onProgress?: (sent: number) => void;
}

/** One upload through XMLHttpRequest (fetch reports no upload progress), with apiClient's header. */
function upload({ file, language, onProgress }: TStartTranscription, access: string | undefined) {
  return new Promise<THttpResponse>((resolve, reject) => {
    const body = new FormData();
    body.append('language', language);
    body.append('file', file, file.name);
    const xhr = new XMLHttpRequest();
    xhr.open(transcriptionEndpoints.start.method, apiUrl({ url: endpointUrl(transcriptionEndpoints.start) }));
    xhr.timeout = REQUEST_TIMEOUT_MS;
    xhr.setRequestHeader('Accept', 'application/json');
    if (access) xhr.setRequestHeader('Authorization', `Bearer ${access}`);
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    });
    xhr.addEventListener('load', () => {
      const answer = { status: xhr.status, data: readData(xhr.responseText) };
      if (xhr.status >= 200 && xhr.status < 300) resolve(answer);
      else reject(new HttpClientError(`Request failed with status code ${xhr.status}`, answer));
    });
    xhr.addEventListener('error', () => reject(new HttpClientError('Network Error')));
    xhr.addEventListener('timeout', () => reject(new HttpClientError('The request timed out')));
    xhr.send(body);
  });
}

/**
 * POST ai/speech-to-text/ (multipart `language`, `file`): 201 with the queued job and the
 * transcriptions left. 400 (not audio, fields), 402, 413, 422 (too long for the plan), 429 and
 * 503 are refusals. The session rules (token, one refresh after a 401) are apiClient's own.
 */
export async function startTranscription(request: TStartTranscription): Promise<TTranscriptionStart> {
  const { data } = await withSession(endpointUrl(transcriptionEndpoints.start), (access) =>
    upload(request, access),
  );
  return transcriptionEndpoints.start.answer.parse(data);
}

export function useStartTranscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startTranscription,
    onSuccess: (result) => storeStartedTranscription(queryClient, result.job),
  });
}
