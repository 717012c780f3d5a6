import * as React from "react";
import { SafeLink } from "../../components/links/safe-link";
import { Wrap } from "../../theme/wrap";

/**
 * The static 404.html is rendered once at build for every unknown path, so the path is filled in
 * after hydration (rendering it on the server would bake "/404.html" into the page).
 */
export function NotFoundView({ path }: { path: string }) {
  const [shownPath, setShownPath] = React.useState<string | null>(null);
  React.useEffect(() => setShownPath(path), [path]);
  return (
    <Wrap>
      <h1>Page Not Found: {shownPath}</h1>
      <p>
        The page you asked for does not exist. <SafeLink to="/">Go to the home page</SafeLink>.
      </p>
    </Wrap>
  );
}
