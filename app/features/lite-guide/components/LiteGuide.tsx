/**
 * The lite guide (loaded on demand by {@link LiteGuideMount}): the modal while open, the mini bar
 * while collapsed, nothing once done or dismissed.
 * @see GUIDE-04 @see GUIDE-05 @see GUIDE-06
 */
import { useTranslation } from "react-i18next";
import { notify } from "~/components/ui/notify";
import { viewOf } from "../model";
import { useLiteGuide } from "../use-lite-guide";
import { GuideDialog } from "./GuideDialog";
import { MiniBar } from "./MiniBar";

export default function LiteGuide() {
  const { t } = useTranslation("liteGuide");
  const { guide, onAction } = useLiteGuide(() => void notify({ type: "warning", title: t("saveFailed") }));
  if (!guide) return null;
  const view = viewOf(guide.state.status);
  if (view === "open") return <GuideDialog guide={guide} onAction={onAction} />;
  if (view === "mini") return <MiniBar schedule={guide.state.schedule} onAction={onAction} />;
  return null;
}
