/**
 * Language selector (login layout, header and account settings): zh_CN, en_US, ko_KR only (I18N-01, I18N-03).
 * Posts to /api/language; the root loader revalidates and the UI switches (I18N-04).
 * A native <select>: keyboard, screen readers and mobile pickers work as users know them.
 */
import { chakra } from "@chakra-ui/react";
import { useFetcher } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { languageLabels, toGatewayLanguage, type GatewayLng } from "~/i18n/config";

const selectCss = {
  appearance: "none",
  height: "8",
  minWidth: "120px",
  ps: "3",
  pe: "8",
  fontSize: "sm",
  borderWidth: "1px",
  borderColor: "border",
  borderRadius: "md",
  bg: "white",
  color: "fg",
  cursor: "pointer",
  // A chevron as a data-URL image (CSP img-src allows data:).
  backgroundImage:
    "url(\"data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24' fill='none' stroke='%2352525b' stroke-width='2' stroke-linecap='round' stroke-linejoin='round'%3E%3Cpath d='m6 9 6 6 6-6'/%3E%3C/svg%3E\")",
  backgroundPosition: "right 8px center",
  backgroundSize: "14px 14px",
  backgroundRepeat: "no-repeat",
  _focusVisible: { outline: "2px solid", outlineColor: "blue.500", outlineOffset: "1px" },
} as const;

/** The select on the shell's dark header: no white box, a light chevron; the options stay dark on white. */
const onDarkCss = {
  bg: "transparent",
  color: "white",
  borderColor: "whiteAlpha.400",
  minWidth: "104px",
  fontSize: "xs",
  _hover: { bg: "whiteAlpha.200" },
  backgroundImage:
    "url(\"data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24' fill='none' stroke='%23ffffff' stroke-width='2' stroke-linecap='round' stroke-linejoin='round'%3E%3Cpath d='m6 9 6 6 6-6'/%3E%3C/svg%3E\")",
  "& option": { color: "black", bg: "white" },
} as const;

/** `size` "xs" is the header's compact select; `onDark` styles it for the dark header. */
export function LanguageSelect({ size = "sm", onDark = false }: { size?: "xs" | "sm"; onDark?: boolean }) {
  const { t, i18n } = useTranslation();
  const fetcher = useFetcher();
  const current = toGatewayLanguage(fetcher.formData?.get("language")?.toString() ?? i18n.language);
  return (
    <chakra.select
      css={onDark ? [selectCss, onDarkCss] : selectCss}
      height={size === "xs" ? "7" : "8"}
      aria-label={t("language.label")}
      name="language"
      value={current}
      onChange={(e) => fetcher.submit({ language: e.currentTarget.value }, { method: "post", action: "/api/language" })}
    >
      {(Object.keys(languageLabels) as GatewayLng[]).map((code) => (
        <option key={code} value={code} lang={code.replace("_", "-")}>
          {languageLabels[code]}
        </option>
      ))}
    </chakra.select>
  );
}
