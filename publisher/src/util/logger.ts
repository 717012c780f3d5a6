export interface Logger {
  info(message: string): void;
  warn(message: string): void;
  error(message: string): void;
}

/** Plain line logger: the publisher runs under `npm start` next to the CMS, one prefix per line. */
export function consoleLogger(prefix = "[publisher]"): Logger {
  const stamp = () => new Date().toISOString().slice(11, 19);
  return {
    info: (message) => console.log(`${stamp()} ${prefix} ${message}`),
    warn: (message) => console.warn(`${stamp()} ${prefix} ${message}`),
    error: (message) => console.error(`${stamp()} ${prefix} ${message}`),
  };
}

export const silentLogger: Logger = { info: () => {}, warn: () => {}, error: () => {} };
