import { useState } from 'react';

/** Which sidebar sub-groups were left open, by label: `{"Configurations": true}`. */
const SUB_GROUPS_STORAGE_KEY = 'inkwell-sidebar-groups';

function readStoredGroups(): Record<string, unknown> {
  try {
    const stored: unknown = JSON.parse(window.localStorage.getItem(SUB_GROUPS_STORAGE_KEY) ?? '{}');
    return stored && typeof stored === 'object' ? (stored as Record<string, unknown>) : {};
  } catch {
    // Blocked storage, or something unreadable in it.
    return {};
  }
}

/** Whether the user last left this sub-group open; false where there is no storage (the build). */
function readChoice(label: string): boolean {
  return typeof window !== 'undefined' && readStoredGroups()[label] === true;
}

function storeChoice(label: string, open: boolean): void {
  try {
    window.localStorage.setItem(
      SUB_GROUPS_STORAGE_KEY,
      JSON.stringify({ ...readStoredGroups(), [label]: open }),
    );
  } catch {
    // Not remembered (storage blocked), but still shown as the user left it for this visit.
  }
}

/**
 * A sidebar sub-group's disclosure: open on its own pages (`page` is the path of its link to the
 * current page) and, elsewhere, as the user last left it, remembered across visits. Only the
 * user's toggles are remembered, so groups opened by visiting them do not pile up open.
 */
export function useSubGroupOpen(label: string, page: string | undefined): [boolean, () => void] {
  const [open, setOpen] = useState(() => page !== undefined || readChoice(label));
  // Set during render, so the link to the page just opened is never drawn hidden first.
  const [shownPage, setShownPage] = useState(page);
  if (shownPage !== page) {
    setShownPage(page);
    setOpen(page !== undefined || readChoice(label));
  }
  const toggle = () => {
    setOpen(!open);
    storeChoice(label, !open);
  };
  return [open, toggle];
}
