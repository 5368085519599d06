/**
 * Polls `read` until `done` holds, for at most a second (the promise that a change reaches every
 * instance within one); the last value read either way.
 */
export async function withinASecond<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + 1_000;
  let value = await read();
  while (!done(value) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    value = await read();
  }
  return value;
}
