interface NetworkInformationLike {
  effectiveType?: string;
  saveData?: boolean;
}

function currentConnection(): NetworkInformationLike | undefined {
  return typeof navigator === "undefined" ? undefined : (navigator as Navigator & { connection?: NetworkInformationLike }).connection;
}

/** The manifest fetch at start is skipped on slow-2g (docs/runtime.md). */
export function isSlow2g(connection: NetworkInformationLike | undefined = currentConnection()): boolean {
  return connection?.effectiveType === "slow-2g";
}
