import { screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { type Notify, Toasts, useNotices } from '../components/toasts/Toasts';

/** A page's notices around a component that says what it did through `notify`. */
export function WithToasts({ children }: { children: (notify: Notify) => ReactElement }) {
  const { notices, notify, dismiss } = useNotices();
  return (
    <>
      {children(notify)}
      <Toasts notices={notices} onClose={dismiss} />
    </>
  );
}

/** The toast that says `text` (found once it shows); fails when the text shows elsewhere. */
export async function findToast(text: string): Promise<HTMLElement> {
  const shown = await screen.findByText(text);
  const toast = shown.closest<HTMLElement>('[data-testid="toast"]');
  if (!toast) throw new Error(`“${text}” shows, but not in a toast`);
  return toast;
}
