/**
 * The header's eye button: toggles the paid-page flag between 2 (all pages, the eye open) and 1
 * (usable pages only, the eye struck). The flag is saved to the gateway and changes when saved.
 * @see MENU-14 @see MENU-15
 */
import { chakra } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { useNavPrefs } from "./NavPrefsProvider";
import { EyeIcon } from "./icons";

export function PaidToggle() {
  const { t } = useTranslation("search");
  const prefs = useNavPrefs();
  const usableOnly = prefs.paidFlag === 1;
  const label = t(usableOnly ? "paidUsableOnly" : "paidShowAll");
  return (
    <chakra.button
      type="button"
      css={buttonCss}
      aria-label={label}
      title={label}
      aria-pressed={usableOnly}
      data-testid="paid-toggle"
      disabled={prefs.busy.has("paid")}
      onClick={() => void prefs.setPaidFlag(usableOnly ? 2 : 1)}
    >
      <EyeIcon off={usableOnly} />
    </chakra.button>
  );
}

const buttonCss = {
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  boxSize: "8",
  borderRadius: "md",
  color: "whiteAlpha.900",
  cursor: "pointer",
  _hover: { bg: "whiteAlpha.200" },
  _focusVisible: { outline: "2px solid", outlineColor: "blue.300" },
  _disabled: { cursor: "progress", opacity: 0.7 },
} as const;
