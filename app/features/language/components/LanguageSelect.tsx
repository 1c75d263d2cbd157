/**
 * Language selector (login layout and header): zh_CN, en_US, ko_KR only (I18N-01, I18N-03).
 * Posts to /api/language; the root loader revalidates and the UI switches (I18N-04).
 */
import { NativeSelect } from "@chakra-ui/react";
import { useFetcher } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { languageLabels, toGatewayLanguage, type GatewayLng } from "~/i18n/config";

export function LanguageSelect({ size = "sm" }: { size?: "xs" | "sm" | "md" }) {
  const { t, i18n } = useTranslation();
  const fetcher = useFetcher();
  const current = toGatewayLanguage(fetcher.formData?.get("language")?.toString() ?? i18n.language);
  return (
    <NativeSelect.Root size={size} width="auto" minW="110px">
      <NativeSelect.Field
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
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
