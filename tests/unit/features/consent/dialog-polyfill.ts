/**
 * jsdom has HTMLDialogElement but neither showModal nor close. This stands in for the parts the consent
 * dialog relies on, including how a browser turns an Escape key press into a close request.
 */
export function installDialogPolyfill(): void {
  const proto = HTMLDialogElement.prototype as HTMLDialogElement & { __polyfilled?: boolean };
  if (proto.__polyfilled) return;
  proto.__polyfilled = true;
  proto.showModal = function showModal(this: HTMLDialogElement) {
    if (this.open) throw new DOMException("already open", "InvalidStateError");
    this.setAttribute("open", "");
    this.setAttribute("data-modal", "");
  };
  proto.close = function close(this: HTMLDialogElement) {
    if (!this.open) return;
    this.removeAttribute("open");
    this.removeAttribute("data-modal");
    this.dispatchEvent(new Event("close"));
  };
}

/** What a browser does on Escape inside a modal: keydown, then (unless prevented) cancel, then close. */
export function pressEscapeIn(dialog: HTMLDialogElement, target: Element = document.activeElement ?? dialog): void {
  const keydown = new KeyboardEvent("keydown", { key: "Escape", bubbles: true, cancelable: true });
  target.dispatchEvent(keydown);
  if (keydown.defaultPrevented) return;
  const cancel = new Event("cancel", { cancelable: true });
  dialog.dispatchEvent(cancel);
  if (!cancel.defaultPrevented) dialog.close();
}
