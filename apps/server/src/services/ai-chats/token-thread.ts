import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/**
 * The counting thread's code: gpt-tokenizer (o200k_base) answering { id, texts } with
 * { id, counts }. Plain CommonJS given to the Worker as text, so it runs the same from the
 * built server and from the TypeScript sources under test.
 */
const WORKER_CODE = `
const { parentPort, workerData } = require('node:worker_threads');
const { countTokens } = require(workerData.tokenizer);
parentPort.on('message', ({ id, texts }) => {
  try {
    parentPort.postMessage({ id, counts: texts.map((text) => countTokens(text)) });
  } catch (error) {
    parentPort.postMessage({ id, error: String(error) });
  }
});
`;

interface TAnswer {
  id: number;
  counts?: number[];
  error?: string;
}

/**
 * Tokens counted on a thread of their own. The tokenizer's tables are ~20 MB and a quarter of a
 * million objects: in the server's own heap, every full collection marked them again, and a long
 * conversation's count held the event loop for as long as it took (docs/BENCHMARKS.md, "Soak").
 * The thread starts with the first count, does not keep the process alive, and is started again
 * after it fails; a count in flight when it fails is refused.
 */
export class TokenThread {
  #worker: Worker | undefined;
  #nextId = 0;
  readonly #pending = new Map<
    number,
    { resolve: (counts: number[]) => void; reject: (error: Error) => void }
  >();

  count(texts: string[]): Promise<number[]> {
    const worker = (this.#worker ??= this.#start());
    const id = (this.#nextId += 1);
    return new Promise((resolve, reject) => {
      this.#pending.set(id, { resolve, reject });
      worker.postMessage({ id, texts });
    });
  }

  #start(): Worker {
    const tokenizer = createRequire(import.meta.url).resolve('gpt-tokenizer');
    const worker = new Worker(WORKER_CODE, { eval: true, workerData: { tokenizer } });
    worker.unref();
    worker.on('message', ({ id, counts, error }: TAnswer) => {
      const waiting = this.#pending.get(id);
      this.#pending.delete(id);
      if (counts) waiting?.resolve(counts);
      else waiting?.reject(new Error(`Counting tokens failed: ${error}`));
    });
    const fail = (error: Error) => {
      if (this.#worker !== worker) return;
      this.#worker = undefined;
      for (const waiting of this.#pending.values()) waiting.reject(error);
      this.#pending.clear();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`The token counting thread exited (${code}).`)));
    return worker;
  }
}
