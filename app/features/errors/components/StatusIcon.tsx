/** The mark at the top of an error page: a tinted circle with a line icon per page kind. */
import { Flex } from "@chakra-ui/react";
import type { ErrorKind } from "../model";

const base = { width: 20, height: 20, viewBox: "0 0 24 24", fill: "none", stroke: "currentColor", strokeWidth: 2, strokeLinecap: "round", strokeLinejoin: "round", "aria-hidden": true } as const;

const LOCK = <svg {...base}><rect x="4" y="11" width="16" height="10" rx="2" /><path d="M8 11V7a4 4 0 0 1 8 0v4" /></svg>;
const CLOCK = <svg {...base}><circle cx="12" cy="12" r="9" /><path d="M12 7v5l3 2" /></svg>;
const SEARCH = <svg {...base}><circle cx="11" cy="11" r="7" /><path d="m20 20-3.5-3.5" /></svg>;
const CARD = <svg {...base}><rect x="3" y="5" width="18" height="14" rx="2" /><path d="M3 10h18M7 15h3" /></svg>;
const ALERT = <svg {...base}><path d="M12 3 2 20h20z" /><path d="M12 10v4M12 17h.01" /></svg>;
const INFO = <svg {...base}><circle cx="12" cy="12" r="9" /><path d="M12 11v5M12 8h.01" /></svg>;

const MARK: Record<ErrorKind | "info", { icon: JSX.Element; palette: string }> = {
  badRequest: { icon: ALERT, palette: "orange" },
  sessionExpired: { icon: LOCK, palette: "blue" },
  noAccess: { icon: LOCK, palette: "orange" },
  packageExpired: { icon: CARD, palette: "orange" },
  forbidden: { icon: LOCK, palette: "orange" },
  notFound: { icon: SEARCH, palette: "blue" },
  tooLarge: { icon: ALERT, palette: "orange" },
  serverError: { icon: ALERT, palette: "red" },
  gateway: { icon: ALERT, palette: "red" },
  timeout: { icon: CLOCK, palette: "orange" },
  subjectService: { icon: ALERT, palette: "orange" },
  unknown: { icon: ALERT, palette: "red" },
  info: { icon: INFO, palette: "blue" },
};

export function StatusIcon({ kind }: { kind: ErrorKind | "info" }) {
  const { icon, palette } = MARK[kind];
  return (
    <Flex boxSize="10" align="center" justify="center" borderRadius="full" bg={`${palette}.50`} color={`${palette}.600`} flexShrink={0}>
      {icon}
    </Flex>
  );
}
