import { Flex, Link, Typography } from "@strapi/design-system";
import { NavLink } from "react-router-dom";
import { changeLines } from "../lib/describe-changes";
import type { ReleaseChanges } from "../../../../../contract/publishing-contract";

interface ChangeListProps {
  changes: ReleaseChanges;
  mode: "release" | "behind";
  /** The list's accessible name, e.g. "Changes in release …". */
  label: string;
  /** Lines shown before "and N more". */
  limit?: number;
}

/** What a release changed, or how the live site differs from the CMS, one entry a line, linked to its recorded version. */
export function ChangeList({ changes, mode, label, limit = 6 }: ChangeListProps) {
  const lines = changeLines(changes, mode);
  if (lines.length === 0) {
    return <Typography textColor="neutral600">{mode === "release" ? "No entry changed (the same content, built again)." : "No entry differs."}</Typography>;
  }
  const shown = lines.slice(0, limit);
  return (
    <Flex tag="ul" aria-label={label} direction="column" alignItems="stretch" gap={1}>
      {shown.map((line) => (
        <li key={line.key}>
          {line.versionRoute ? (
            // The entry links to the version the change is about, opened in its edit view's History.
            <Typography>
              {`${line.verb}: `}
              <Link tag={NavLink} to={line.versionRoute}>
                {line.name}
              </Link>
            </Typography>
          ) : (
            <Typography>{line.text}</Typography>
          )}
        </li>
      ))}
      {lines.length > shown.length ? (
        <li>
          <Typography textColor="neutral600">{`and ${lines.length - shown.length} more`}</Typography>
        </li>
      ) : null}
    </Flex>
  );
}
