/**
 * The ERP sample's print action (issue 26): before an order's shipping label is printed, the app
 * asks the shell to check the print plugin (`portal:print` over the bridge). The shell tells the
 * seller what is wrong, if anything (PRINT-01..08); when the answer is `ready`, the label goes on.
 */
import type { ShellProps } from "./kit/app";
import { h } from "./kit/dom";
import type { translator } from "./kit/i18n";

/** The "Print shipping label" button of order `orderId`. */
export function printLabelButton(props: ShellProps, t: ReturnType<typeof translator>, orderId: string): Node {
  const run = async () => {
    const answer = (await props.bridge("portal:print", { kind: "shippingLabel", ref: orderId }).catch(() => null)) as { ready?: unknown } | null;
    if (answer?.ready === true) await props.bridge("notification", { type: "success", title: t("labelSent", { id: orderId }) });
  };
  return h("button", { type: "button", "data-bridge": "portal:print", onclick: () => void run().catch(() => undefined) }, t("printLabel"));
}
