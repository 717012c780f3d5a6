/** Production mode is where local conveniences (generated secrets, default passwords) are refused. */
export const isProduction = (): boolean => process.env.NODE_ENV === "production";
