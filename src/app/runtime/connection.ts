interface NetworkInformationLike {
  effectiveType?: string;
  saveData?: boolean;
}

function currentConnection(): NetworkInformationLike | undefined {
  return typeof navigator === "undefined" ? undefined : (navigator as Navigator & { connection?: NetworkInformationLike }).connection;
}

/** SPEC 9: the manifest fetch at start is skipped on slow-2g. */
export function isSlow2g(connection: NetworkInformationLike | undefined = currentConnection()): boolean {
  return connection?.effectiveType === "slow-2g";
}
