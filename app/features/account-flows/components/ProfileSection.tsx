/**
 * The profile block of account settings (AUTH-18): head image, account, name and nick name as
 * the gateway reports them, and the form that changes the name and nick name (name required,
 * each at most 32 characters). A refusal keeps what was typed; after a change the page reads the
 * profile again and the shell's data (the header's name) is revalidated.
 * @see AUTH-18
 */
import { Button, Flex, Grid, Image, Stack, Text } from "@chakra-ui/react";
import { useRevalidator } from "@remix-run/react";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { PlainInput } from "~/components/ui/input";
import { markLayoutStale } from "~/utils/revalidation";
import { InlineNotice } from "~/components/ui/notice";
import type { SettingsProfile } from "../settings.server";
import { postSettings } from "../settings-client";
import { FieldLabel } from "./FieldLabel";
import { Section } from "./SettingsForms";

/** Longest name and nick name the form takes, characters (the server checks it again). */
const NAME_MAX = 32;

function ProfileRow({ label, value }: { label: string; value: string }) {
  const { t } = useTranslation("flows");
  return (
    <>
      <Text as="dt" fontSize="sm" color="fg.muted">{label}</Text>
      <Text as="dd" fontSize="sm" color={value ? "fg" : "fg.muted"}>{value || t("notSet")}</Text>
    </>
  );
}

/** Props: the profile, and what to do once it changed (read it again). */
export function ProfileSection({ profile, onChanged }: { profile: SettingsProfile; onChanged: () => void }) {
  const { t } = useTranslation(["common", "flows"]);
  const revalidator = useRevalidator();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [shown, setShown] = useState<{ tone: "error" | "success"; text: string; field?: string } | null>(null);
  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    if (!String(data.get("realName") ?? "").trim()) return setShown({ tone: "error", text: t("flows:realNameRequired"), field: "realName" });
    setBusy(true);
    const reply = await postSettings(data, t);
    setBusy(false);
    if (!reply.ok) return setShown({ tone: "error", text: reply.message ?? t(reply.messageKey), field: reply.field });
    setShown({ tone: "success", text: t("flows:profileSaved") });
    setOpen(false);
    onChanged();
    // The header's name is the shell layout's data: ask it to reload once.
    markLayoutStale();
    revalidator.revalidate();
  }
  const title = t("flows:settingsProfile");
  return (
    <Section label={title} title={title} aside={!open && (
      <Button size="xs" variant="outline" onClick={() => { setOpen(true); setShown(null); }}>{t("flows:editProfile")}</Button>
    )}>
      <Stack gap="3">
        {shown && <InlineNotice tone={shown.tone}>{shown.text}</InlineNotice>}
        <Flex gap="5" align="flex-start">
          <Flex w="14" h="14" flexShrink={0} borderRadius="full" bg="blue.50" color="blue.700" align="center" justify="center" fontWeight="semibold" overflow="hidden">
            {profile.headImgUrl
              ? <Image src={profile.headImgUrl} alt={t("flows:headImage")} w="full" h="full" objectFit="cover" />
              : <span aria-hidden="true">{(profile.realName || profile.userName).slice(0, 1).toUpperCase()}</span>}
          </Flex>
          {open ? (
            <form onSubmit={(e) => void onSubmit(e)} noValidate data-profile-form="">
              <input type="hidden" name="intent" value="profile" />
              <Stack gap="3" w="320px">
                <Text fontSize="sm"><Text as="span" color="fg.muted">{t("flows:accountName")}: </Text>{profile.userName}</Text>
                {(["realName", "nickName"] as const).map((field) => (
                  <Stack key={field} gap="1.5">
                    <FieldLabel htmlFor={`profile-${field}`}>{t(`flows:${field}`)}</FieldLabel>
                    <PlainInput id={`profile-${field}`} name={field} defaultValue={profile[field]} maxLength={NAME_MAX} size="sm"
                      aria-invalid={shown?.field === field || undefined} autoComplete={field === "realName" ? "name" : "nickname"} />
                    <Text fontSize="xs" color="fg.muted">{t("flows:nameTooLong")}</Text>
                  </Stack>
                ))}
                <Flex gap="2">
                  <Button type="submit" size="sm" colorPalette="blue" loading={busy} _hover={{ bg: "blue.700" }}>{t("flows:save")}</Button>
                  <Button type="button" size="sm" variant="ghost" onClick={() => { setOpen(false); setShown(null); }}>{t("flows:cancel")}</Button>
                </Flex>
              </Stack>
            </form>
          ) : (
            <Grid as="dl" templateColumns="max-content 1fr" columnGap="6" rowGap="1.5" m="0" data-profile="">
              <ProfileRow label={t("flows:accountName")} value={profile.userName} />
              <ProfileRow label={t("flows:realName")} value={profile.realName} />
              <ProfileRow label={t("flows:nickName")} value={profile.nickName} />
            </Grid>
          )}
        </Flex>
      </Stack>
    </Section>
  );
}
