/**
 * Account settings (sso-web `/user/basics-info`; AUTH-18): the profile (head image, name, nick
 * name, account) as the gateway reports it — the spec names no call that edits it, so it is
 * shown, not edited — then the bound phone and e-mail, each changeable with a code, and the
 * password change.
 * @see AUTH-18 @see ROUTE-28
 */
import { Box, Flex, Grid, Heading, Image, Spinner, Text } from "@chakra-ui/react";
import { useCallback, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { InlineNotice } from "~/components/ui/notice";
import type { SsoPageProps } from "~/utils/sso-pages";
import type { SettingsProfile } from "../settings.server";
import { fetchProfile } from "../settings-client";
import { ContactChange, PasswordChange, Section } from "./SettingsForms";

function ProfileRow({ label, value }: { label: string; value: string }) {
  const { t } = useTranslation("flows");
  return (
    <>
      <Text as="dt" fontSize="sm" color="fg.muted">{label}</Text>
      <Text as="dd" fontSize="sm" color={value ? "fg" : "fg.muted"}>{value || t("notSet")}</Text>
    </>
  );
}

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
          <Section label={t("flows:settingsProfile")} title={t("flows:settingsProfile")}>
            <Flex gap="5" align="flex-start">
              <Flex w="14" h="14" flexShrink={0} borderRadius="full" bg="blue.50" color="blue.700" align="center" justify="center" fontWeight="semibold" overflow="hidden">
                {profile.headImgUrl
                  ? <Image src={profile.headImgUrl} alt={t("flows:headImage")} w="full" h="full" objectFit="cover" />
                  : <span aria-hidden="true">{(profile.realName || profile.userName).slice(0, 1).toUpperCase()}</span>}
              </Flex>
              <Grid as="dl" templateColumns="max-content 1fr" columnGap="6" rowGap="1.5" m="0">
                <ProfileRow label={t("flows:accountName")} value={profile.userName} />
                <ProfileRow label={t("flows:realName")} value={profile.realName} />
                <ProfileRow label={t("flows:nickName")} value={profile.nickName} />
              </Grid>
            </Flex>
          </Section>
          <ContactChange channel="phone" current={profile.phone} onChanged={() => void load()} />
          <ContactChange channel="email" current={profile.email} onChanged={() => void load()} />
          <PasswordChange transport={profile} />
        </Flex>
      )}
    </Box>
  );
}
