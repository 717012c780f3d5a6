import { Accordion, Flex } from "@strapi/design-system";
import type { ReactNode } from "react";

/** What developers read (build ids, raw triggers, logs), folded away under the editors' words. */
export function TechnicalDetails({ children, value = "technical" }: { children: ReactNode; value?: string }) {
  return (
    <Accordion.Root>
      <Accordion.Item value={value}>
        <Accordion.Header>
          <Accordion.Trigger>Technical details</Accordion.Trigger>
        </Accordion.Header>
        <Accordion.Content>
          <Flex direction="column" alignItems="stretch" gap={2} padding={4}>
            {children}
          </Flex>
        </Accordion.Content>
      </Accordion.Item>
    </Accordion.Root>
  );
}
