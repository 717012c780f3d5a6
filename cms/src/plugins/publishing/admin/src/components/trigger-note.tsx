import { Typography } from "@strapi/design-system";

export const TRIGGER_NOTE_ID = "publishing-trigger-note";

/** Why Rebuild and Roll back are greyed out for this user (the buttons point here with aria-describedby). */
export function TriggerNote() {
  return (
    <Typography id={TRIGGER_NOTE_ID} variant="pi" textColor="neutral600">
      Your role can see the publishing status but not rebuild the site or roll it back. Ask an administrator for the Publishing permission “Rebuild the site and
      roll back releases”.
    </Typography>
  );
}
