import pLimit from "p-limit";

/**
 * Runs `task` for every item, at most `limit` at once (p-limit). After the first failure no new task starts;
 * the ones running finish, then that first error is thrown (so nothing is still writing when the
 * caller hears of it).
 */
export async function runLimited<T>(items: readonly T[], limit: number, task: (item: T) => Promise<void>): Promise<void> {
  const limited = pLimit(limit);
  let failure: { error: unknown } | null = null;
  await Promise.all(
    items.map((item) =>
      limited(async () => {
        if (failure !== null) return;
        try {
          await task(item);
        } catch (error) {
          failure ??= { error };
        }
      }),
    ),
  );
  if (failure !== null) throw (failure as { error: unknown }).error;
}
