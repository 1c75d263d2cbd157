/** A form label in the login pages' style. */
import { chakra } from "@chakra-ui/react";

export function FieldLabel({ htmlFor, children }: { htmlFor: string; children: string }) {
  return (
    <chakra.label htmlFor={htmlFor} fontSize="sm" fontWeight="medium">
      {children}
    </chakra.label>
  );
}
