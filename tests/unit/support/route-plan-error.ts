import { RoutePlanError } from "../../../plugins/cms-data-layer/routes/plan-routes";

/** The RoutePlanError `fn` throws; any other outcome fails the test. */
export function routePlanErrorOf(fn: () => unknown): RoutePlanError {
  try {
    fn();
  } catch (error) {
    if (error instanceof RoutePlanError) return error;
    throw error;
  }
  throw new Error("expected a RoutePlanError");
}
