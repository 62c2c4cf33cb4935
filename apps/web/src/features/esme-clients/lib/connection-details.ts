/** The SMPP port of spec-default deployments, used when the server does not tell its own. */
export const DEFAULT_SMPP_PORT = 2775;

export interface ConnectionDetails {
  host: string;
  port: number;
  systemId: string;
  /** Known only right after it was set: the server keeps a hash. */
  password?: string;
}

export interface ConnectionLabels {
  host: string;
  port: string;
  systemId: string;
  password: string;
}

/** What an SMS engineer pastes into their ESME's configuration: one `Label: value` per line. */
export function connectionDetailsText(details: ConnectionDetails, labels: ConnectionLabels) {
  const lines = [
    `${labels.host}: ${details.host}`,
    `${labels.port}: ${details.port}`,
    `${labels.systemId}: ${details.systemId}`,
  ];
  if (details.password) lines.push(`${labels.password}: ${details.password}`);
  return lines.join('\n');
}
