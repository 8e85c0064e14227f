/**
 * Opens a dialog at once, and makes it modal right after the frame that draws it. Making the
 * rest of the page inert is a style recalculation of every element: 60 to 120 ms on a phone
 * with a slow CPU (4x) for the home page, which a tap waiting on `showModal()` would wait for.
 * Shown first, the dialog is on screen in the tap's own frame (its slide-in already playing),
 * then modal (inert page, backdrop, Escape) a frame later.
 */
export function showThenModal(dialog: HTMLDialogElement): void {
  if (dialog.open) return;
  dialog.show();
  requestAnimationFrame(() =>
    setTimeout(() => {
      if (!dialog.open || dialog.matches(":modal")) return;
      // A dialog shown without a modal cannot become one while open: closed and shown again
      // in one task, it is never drawn closed.
      dialog.close();
      dialog.showModal();
    }),
  );
}
