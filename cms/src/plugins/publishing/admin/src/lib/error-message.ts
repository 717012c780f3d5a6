/** The message of a failed admin request: the route's own error text when there is one. */
export function errorMessage(error: unknown): string {
  const response = (error as { response?: { data?: { error?: { message?: unknown } } } }).response;
  const message = response?.data?.error?.message;
  if (typeof message === "string" && message !== "") return message;
  return error instanceof Error ? error.message : String(error);
}
