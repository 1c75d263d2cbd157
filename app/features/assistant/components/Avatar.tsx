import { Flex } from "@chakra-ui/react";

/** The assistant's round avatar. */
export function Avatar() {
  return (
    <Flex w="8" h="8" borderRadius="full" bg="blue.600" color="white" fontSize="xs" fontWeight="bold" align="center" justify="center" flexShrink={0} aria-hidden>
      AI
    </Flex>
  );
}
