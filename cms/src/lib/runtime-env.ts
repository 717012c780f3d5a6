/** Production mode is where local conveniences (generated secrets, default passwords) are refused. */
export const isProduction = (): boolean => process.env.NODE_ENV === 'production';

/** An env var that must be set in production; a clear message names it and says why. */
export const requireInProduction = (name: string, why: string): string | undefined => {
  const value = process.env[name]?.trim();
  if (!value && isProduction()) {
    throw new Error(`[cms] ${name} must be set when NODE_ENV=production (${why}).`);
  }
  return value || undefined;
};
