/**
 * Copies text: the async Clipboard API where the page may use it, else the old selection
 * copy, which also works on plain http (a server reached by its LAN address).
 */
export async function copyText(text: string): Promise<void> {
  if (navigator.clipboard && window.isSecureContext) {
    try {
      await navigator.clipboard.writeText(text);
      return;
    } catch {
      // Permission refused or document not focused: try the fallback below.
    }
  }
  const textarea = document.createElement("textarea");
  textarea.value = text;
  textarea.setAttribute("readonly", "");
  textarea.style.position = "fixed";
  textarea.style.opacity = "0";
  const active = document.activeElement as HTMLElement | null;
  document.body.append(textarea);
  textarea.select();
  const copied = document.execCommand("copy");
  textarea.remove();
  active?.focus();
  if (!copied) throw new Error("copy refused");
}
