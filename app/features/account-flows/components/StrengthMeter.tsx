/**
 * A small strength meter under the new password: four segments and a word, from zxcvbn-ts's
 * score, loaded on the first typed character (password-strength.ts: a separate chunk, not in
 * the first bundle). Nothing shows for an empty password or while the library loads.
 * @see AUTH-04
 */
import { Box, Flex, Text } from "@chakra-ui/react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { isCommon, strengthOf, type StrengthScore } from "../password-strength";

const WORDS = ["flows:strengthWeak", "flows:strengthWeak", "flows:strengthFair", "flows:strengthGood", "flows:strengthStrong"] as const;
const COLOURS = ["red.500", "red.500", "orange.500", "green.500", "green.600"] as const;

export function StrengthMeter({ password }: { password: string }) {
  const { t } = useTranslation(["common", "flows"]);
  const [score, setScore] = useState<StrengthScore | null>(null);

  useEffect(() => {
    if (!password) return setScore(null);
    let live = true;
    strengthOf(password)
      .then((s) => { if (live) setScore(s); })
      .catch(() => { if (live) setScore(null); });
    return () => { live = false; };
  }, [password]);

  if (score === null) return null;
  const word = t(WORDS[score]);
  return (
    <Flex align="center" gap="2" data-testid="strength-meter">
      <Flex
        role="meter"
        aria-label={t("flows:strength")}
        aria-valuemin={0}
        aria-valuemax={4}
        aria-valuenow={score}
        aria-valuetext={word}
        gap="1"
        flex="1"
      >
        {[1, 2, 3, 4].map((i) => (
          <Box key={i} h="1" flex="1" borderRadius="full" bg={i <= Math.max(score, 1) ? COLOURS[score] : "gray.200"} />
        ))}
      </Flex>
      <Text fontSize="xs" color={isCommon(score) ? "red.700" : "gray.600"} minW="12" textAlign="end">
        {word}
      </Text>
    </Flex>
  );
}
