import { Box, Flex, Typography } from "@strapi/design-system";
import type { ReactNode } from "react";

/** One titled block of the panel; the h2 gives each block an accessible name. */
export function SectionCard({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <Box tag="section" aria-labelledby={id} background="neutral0" hasRadius shadow="tableShadow" padding={6}>
      <Flex direction="column" alignItems="stretch" gap={3}>
        <Typography tag="h2" id={id} variant="delta">
          {title}
        </Typography>
        {children}
      </Flex>
    </Box>
  );
}

/** A label and its value on one line, e.g. "Build" and "20261122-140512". */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Flex gap={2} wrap="wrap">
      <Typography variant="omega" fontWeight="bold">
        {label}:
      </Typography>
      <Typography variant="omega">{children}</Typography>
    </Flex>
  );
}
