/** Three empty bars (drawn, not an icon) over what did not happen in the period. */
export function EmptyPeriod({ text }: { text: string }) {
  return (
    <div className="grid justify-items-center gap-2 rounded-xl border border-dashed border-border px-6 py-8 text-center">
      <span aria-hidden="true" className="flex h-8 items-end gap-1 border-b-2 border-brand/30 px-1">
        <span className="h-3 w-2 rounded-t-sm bg-brand/25" />
        <span className="h-6 w-2 rounded-t-sm bg-brand/40" />
        <span className="h-4 w-2 rounded-t-sm bg-brand/25" />
      </span>
      <p className="text-sm font-medium">{text}</p>
    </div>
  );
}
