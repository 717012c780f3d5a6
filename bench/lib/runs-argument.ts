/** The optional `[runs]` argument of a bench: a whole number of 1 or more, or the bench's default. */
export function runsArgument(positionals: string[], fallback: number): number {
  if (positionals.length > 1) throw new Error(`one argument, the number of runs; got ${positionals.map((arg) => `"${arg}"`).join(" ")}`);
  const [arg] = positionals;
  if (arg === undefined) return fallback;
  if (!/^[1-9]\d*$/.test(arg)) throw new Error(`the number of runs must be a whole number, 1 or more; got "${arg}"`);
  return Number(arg);
}
