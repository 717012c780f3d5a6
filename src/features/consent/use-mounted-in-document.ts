import * as React from "react";

/**
 * True once the element is mounted in the live document. Gatsby renders every page's Head export wrapped in
 * wrapRootElement — so in a second ConsentRoot — into a detached <div>; that copy must stay inert (no dialog,
 * no listeners, no pending mark), and it is told apart this way. False during server rendering too.
 */
export function useMountedInDocument(ref: React.RefObject<Element>): boolean {
  const [mounted, setMounted] = React.useState(false);
  React.useEffect(() => {
    setMounted(Boolean(ref.current?.isConnected && ref.current.ownerDocument.body?.contains(ref.current)));
  }, [ref]);
  return mounted;
}
