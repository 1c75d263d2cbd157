/**
 * Account settings (sso-web `/user/basics-info`; AUTH-18): the profile (head image and account
 * shown; name and nick name changed through `updateUserInfo`, a call the spec does not name),
 * then the bound phone and e-mail, each changeable with a code, the password change, and the
 * language (the header's selector, here too).
 * @see AUTH-18 @see ROUTE-28
 */
import { Box, Flex, Heading, Spinner } from "@chakra-ui/react";
import { useCallback, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { InlineNotice } from "~/components/ui/notice";
import type { SsoPageProps } from "~/utils/sso-pages";
import type { SettingsProfile } from "../settings.server";
import { fetchProfile } from "../settings-client";
import { LanguageSelect } from "~/components/ui/language-select";
import { ContactChange, PasswordChange, Section } from "./SettingsForms";
import { ProfileSection } from "./ProfileSection";

export default function SettingsPage({ title }: SsoPageProps) {
  const { t } = useTranslation(["common", "flows"]);
  const [state, setState] = useState<{ profile: SettingsProfile | null; failure: string | null }>({ profile: null, failure: null });
  const load = useCallback(async () => {
    const answer = await fetchProfile(t);
    setState((s) => (answer.ok ? { profile: answer.profile, failure: null } : { profile: s.profile, failure: answer.text }));
  }, [t]);
  useEffect(() => void load(), [load]);
  const profile = state.profile;
  const heading = title || t("flows:settingsTitle");
  return (
    <Box p="4" maxW="760px" data-account-settings="">
      <Heading as="h1" size="md" mb="3">{heading}</Heading>
      {state.failure && <Box mb="3"><InlineNotice tone="error">{state.failure}</InlineNotice></Box>}
      {!profile && !state.failure && <Spinner size="sm" aria-label={t("flows:loading")} />}
      {profile && (
        <Flex direction="column" gap="3">
          <ProfileSection profile={profile} onChanged={() => void load()} />
          <ContactChange channel="phone" current={profile.phone} onChanged={() => void load()} />
          <ContactChange channel="email" current={profile.email} onChanged={() => void load()} />
          <PasswordChange transport={profile} />
          <Section label={t("flows:settingsLanguage")} title={t("flows:settingsLanguage")}>
            <LanguageSelect />
          </Section>
        </Flex>
      )}
    </Box>
  );
}
