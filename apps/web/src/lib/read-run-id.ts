/** `?run=<id>`: a saved run to fill the form with; anything else is ignored. */
export function readRunId(value: string | null): number | undefined {
  const id = Number(value);
  return value && Number.isInteger(id) && id > 0 ? id : undefined;
}
