import { cloneElement, useState, type ComponentType, type KeyboardEvent, type ReactElement } from 'react';

/** The full control (a Radix menu or dialog), mounted open around the same trigger. */
export type TOpenableControl<P extends object = object> = ComponentType<
  P & { trigger: ReactElement; defaultOpen: boolean }
>;

interface LoadOnOpenProps<P extends object> {
  /** A lazy `import()` of the module whose default export is the full control. */
  load: () => Promise<{ default: TOpenableControl<P> }>;
  /** The control's own props (what the menu shows), passed once it has loaded. */
  props?: P;
  /** The trigger button, rendered as is until the control has loaded. */
  trigger: ReactElement<TTriggerProps>;
  /** What the trigger opens, as the full control announces it. */
  popup: 'menu' | 'dialog';
}

interface TTriggerProps {
  'aria-haspopup'?: 'menu' | 'dialog';
  'aria-expanded'?: boolean;
  onClick?: () => void;
  onKeyDown?: (event: KeyboardEvent) => void;
  onFocus?: () => void;
  onPointerEnter?: () => void;
}

/**
 * A menu or dialog whose code (Radix, floating-ui, scroll locking) loads on first use instead of
 * with the page (decision 018): the trigger is a plain button until it is pointed at, focused
 * or pressed; pressing it (click, Enter, Space, or ArrowDown as a menu button allows) mounts the
 * full control open, which moves focus into it and returns it to the trigger on close.
 */
export function LoadOnOpen<P extends object = object>({ load, trigger, popup, props }: LoadOnOpenProps<P>) {
  const [Control, setControl] = useState<TOpenableControl<P> | null>(null);
  if (Control) return <Control {...(props as P)} trigger={trigger} defaultOpen />;

  const prefetch = () => void load().catch(() => undefined);
  const open = () => void load().then((module) => setControl(() => module.default));
  return cloneElement(trigger, {
    'aria-haspopup': popup,
    'aria-expanded': false,
    onClick: open,
    onKeyDown: (event: KeyboardEvent) => {
      if (popup === 'menu' && event.key === 'ArrowDown') {
        event.preventDefault();
        open();
      }
    },
    onFocus: prefetch,
    onPointerEnter: prefetch,
  });
}
