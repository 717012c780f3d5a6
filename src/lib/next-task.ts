/**
 * Resolves in a task of its own: the one way the site yields to the browser between two parts of its start (Gatsby's
 * start after onClientEntry, docs/runtime.md; the consent dialog's takeover opening, docs/consent.md). A posted
 * message, as React's scheduler uses: a background tab throttles timers, not messages. A timer where there is no
 * MessageChannel.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof MessageChannel !== "function") {
      setTimeout(resolve, 0);
      return;
    }
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
