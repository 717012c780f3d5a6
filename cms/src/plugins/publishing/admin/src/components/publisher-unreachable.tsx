import { Box, Typography } from "@strapi/design-system";

/** Said plainly when the publisher does not answer: nothing is wrong with the content, the site just is not rebuilt. */
export function PublisherUnreachable({ message, detail }: { message: string; detail?: string }) {
  return (
    <Box tag="section" aria-label="Publisher not running" background="warning100" borderColor="warning200" hasRadius padding={6}>
      <div role="status">
        <Typography fontWeight="bold" textColor="warning700">
          {message}
        </Typography>
      </div>
      {detail ? (
        <Typography tag="p" variant="pi" textColor="neutral600">
          {detail}
        </Typography>
      ) : null}
    </Box>
  );
}
