import { AudioLines, Bot, Code2, ImageIcon, LayoutDashboard, MessagesSquare, Send } from 'lucide-react';

const meters = [
  { label: 'AI chat tokens', value: '84,120', fill: 'w-[68%]' },
  { label: 'AI images', value: '62', fill: 'w-[41%]' },
  { label: 'Text to speech', value: '37', fill: 'w-[25%]' },
];

const sidebarIcons = [LayoutDashboard, MessagesSquare, Code2, ImageIcon, AudioLines];

/** A drawn (not screenshotted) glimpse of the dashboard; decorative, so hidden from assistive tech. */
export function ProductPreview() {
  return (
    <div aria-hidden="true" className="relative mx-auto w-full max-w-lg select-none">
      <div className="absolute -inset-6 rounded-[2rem] bg-gradient-to-br from-primary/25 via-violet/15 to-transparent blur-2xl" />
      <div className="relative overflow-hidden rounded-2xl border border-border bg-card shadow-2xl shadow-primary/10">
        <div className="flex items-center gap-1.5 border-b border-border bg-surface px-4 py-3">
          <span className="size-2.5 rounded-full bg-[#ff5f57]" />
          <span className="size-2.5 rounded-full bg-[#febc2e]" />
          <span className="size-2.5 rounded-full bg-[#28c840]" />
          <span className="ml-3 h-5 flex-1 rounded-md bg-muted" />
        </div>
        <div className="flex">
          <div className="hidden flex-col gap-3 border-r border-border bg-surface p-3 sm:flex">
            {sidebarIcons.map((Icon, index) => (
              <span
                key={index}
                className={`grid size-8 place-items-center rounded-lg ${index === 1 ? 'bg-primary text-white' : 'text-muted-foreground'}`}
              >
                <Icon className="size-4" />
              </span>
            ))}
          </div>
          <div className="grid flex-1 gap-4 p-4 sm:p-5">
            <div className="flex items-start gap-3">
              <span className="grid size-8 shrink-0 place-items-center rounded-full bg-brand-soft text-brand">
                <Bot className="size-4" />
              </span>
              <div className="rounded-2xl rounded-tl-sm bg-muted px-4 py-3 text-sm leading-relaxed">
                Here are three headline options for your launch post, each under 60 characters…
                <span className="mt-2 block h-2 w-4/5 rounded bg-foreground/10" />
                <span className="mt-1.5 block h-2 w-3/5 rounded bg-foreground/10" />
              </div>
            </div>
            <div className="ml-auto max-w-[80%] rounded-2xl rounded-tr-sm bg-primary px-4 py-3 text-sm text-white">
              Make the second one punchier.
            </div>
            <div className="flex items-center gap-2 rounded-xl border border-border px-3 py-2 text-sm text-muted-foreground">
              <span className="flex-1">Ask your copywriter…</span>
              <Send className="size-4 text-brand" />
            </div>
            <div className="grid gap-3 rounded-xl border border-border bg-surface p-4">
              {meters.map((meter) => (
                <div key={meter.label} className="grid gap-1.5">
                  <div className="flex justify-between text-xs">
                    <span className="text-muted-foreground">{meter.label}</span>
                    <span className="font-medium tabular-nums">{meter.value}</span>
                  </div>
                  <div className="h-1.5 rounded-full bg-muted">
                    <div
                      className={`h-full rounded-full bg-gradient-to-r from-primary to-violet ${meter.fill}`}
                    />
                  </div>
                </div>
              ))}
            </div>
          </div>
        </div>
      </div>
    </div>
  );
}
