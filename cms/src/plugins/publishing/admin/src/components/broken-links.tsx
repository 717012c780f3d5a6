import { Flex, Typography } from "@strapi/design-system";
import type { LinkReport } from "../../../../../contract/publishing-contract";
import { SectionCard } from "./section-card";

/**
 * Links in rich text that lead nowhere on the live site (neither a page nor a redirect), with the entry that holds
 * each, and redirects the build could not use: the site went live with them, so they are told, not refused
 * (docs/redirects.md).
 */
export function BrokenLinks({ report }: { report: LinkReport }) {
  return (
    <SectionCard title="Links to fix" id="publishing-broken-links">
      <Typography textColor="neutral600">These links on the live site lead to a page that does not exist. Edit the entry and publish it again.</Typography>
      <Flex tag="ul" direction="column" alignItems="stretch" gap={1}>
        {report.brokenLinks.map((broken) => (
          <li key={`${broken.entry} ${broken.link}`}>
            <Typography>{`${broken.entry} links to ${broken.link}`}</Typography>
          </li>
        ))}
        {report.redirectProblems.map((problem) => (
          <li key={problem}>
            <Typography>{problem}</Typography>
          </li>
        ))}
      </Flex>
    </SectionCard>
  );
}
