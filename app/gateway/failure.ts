/**
 * The serialisable shape of a gateway failure as routes throw it and error boundaries read it.
 * Text: `serverMessage` when the gateway gave one (already in the user's language), else the
 * i18n `messageKey`.
 * @see GW-08 GW-09 GW-10 GW-13
 */
export interface GatewayFailure {
  kind: "code" | "http" | "unauthorized" | "timeout" | "network" | "malformed" | "go-home";
  behaviour: "warn" | "logout" | "go-home";
  code: string | null;
  serverMessage: string | null;
  messageKey: string;
}

/** True when a route error's data is a {@link GatewayFailure}. */
export function isGatewayFailure(value: unknown): value is GatewayFailure {
  const v = value as Partial<GatewayFailure> | null;
  return !!v && typeof v === "object" && typeof v.kind === "string" && typeof v.messageKey === "string";
}
